import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { MainQueries } from '../customerQueries.ts';
import { photoFileQuery, photoIdOf, photoLookupQuery } from '../profileQueries.ts';

/** The first letters of the first two words of a name, upper case ('Asha Verma' → 'AV'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('en-IN');
}

/**
 * The customer's photo in the page header, read in two steps; their initials while it loads, when
 * there is none, or when it cannot be read (a photo is never worth an error on the page).
 */
export function CustomerPhoto(props: { queries: MainQueries; username: string; name: string }) {
  const lookup = useQuery(photoLookupQuery(props.queries, props.username));
  const photoId = photoIdOf(lookup.data?.uri);
  const file = useQuery({
    ...photoFileQuery(props.queries, photoId ?? 0),
    enabled: photoId !== null,
  });
  const url = useObjectUrl(photoId !== null ? (file.data as Blob | undefined) : undefined);
  const frame = 'h-12 w-12 shrink-0 self-center rounded-full';
  if (url) {
    return <img src={url} alt={T.photoOf(props.name)} className={`${frame} object-cover`} />;
  }
  return (
    <span
      role="img"
      aria-label={T.initialsOf(props.name)}
      className={`${frame} flex items-center justify-center bg-brand-600 font-semibold text-white`}
    >
      <span aria-hidden="true">{initialsOf(props.name)}</span>
    </span>
  );
}
