// Small line icons the chat draws itself: emoji depend on the machine's fonts (a box without them).
type IconProps = { className?: string };

const iconProps = {
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function PinIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg {...iconProps} className={className} aria-hidden="true" focusable="false">
      <path d="M7 3h6l-1 5 3 3H5l3-3-1-5zM10 11v6" />
    </svg>
  );
}

export function FileIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg {...iconProps} className={className} aria-hidden="true" focusable="false">
      <path d="M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15" />
    </svg>
  );
}

export function PlaceIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg {...iconProps} className={className} aria-hidden="true" focusable="false">
      <path d="M10 17.5s5-4.6 5-9a5 5 0 0 0-10 0c0 4.4 5 9 5 9z" />
      <circle cx="10" cy="8.5" r="1.8" />
    </svg>
  );
}
