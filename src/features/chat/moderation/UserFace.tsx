/** A person's picture, or their initials on a round badge. */
export function UserFace({ name, image }: { name: string; image: string | null }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return image ? (
    <img src={image} alt="" className="size-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
    >
      {initials || '#'}
    </span>
  );
}
