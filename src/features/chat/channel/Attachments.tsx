import type { ChatLocation, ChatMessage } from '../../../domain/chat/types.ts';
import { FileIcon, PlaceIcon } from '../chatIcons.tsx';

/** A size in words: 48.2 KB, 2.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A location in words, as a message shows it: 'Location 19.07283, 72.88261'. */
export const locationText = ({ latitude, longitude }: ChatLocation) =>
  `Location ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** The file URLs are relative to the chat service's base (ChatAttachment.url). */
export type FileUrl = (url: string) => string;

/** A message's image (thumbnail opening full size), video, file or location. */
export function Attachments({ message, fileUrl }: { message: ChatMessage; fileUrl: FileUrl }) {
  const { image, video, file, location } = message;
  return (
    <>
      {image && (
        <a
          href={fileUrl(image.url)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 block"
        >
          <img
            src={fileUrl(image.url)}
            alt={image.name}
            loading="lazy"
            className="max-h-48 max-w-full rounded-md object-cover"
          />
        </a>
      )}
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: chat videos come without captions.
        <video
          src={fileUrl(video.url)}
          controls
          preload="metadata"
          aria-label={video.name}
          className="mt-1 max-h-56 max-w-full rounded-md"
        />
      )}
      {file && (
        <a
          href={fileUrl(file.url)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 flex items-center gap-2 rounded-md border border-slate-200 bg-white px-2 py-1 text-sm text-sky-800 underline"
        >
          <FileIcon />
          {file.name} <span className="text-slate-500 no-underline">({formatSize(file.size)})</span>
        </a>
      )}
      {location && (
        <a
          href={`https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 flex items-center gap-1 text-sm text-sky-800 underline"
        >
          <PlaceIcon /> {locationText(location)}
        </a>
      )}
    </>
  );
}
