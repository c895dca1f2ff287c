import { useState } from 'react';
import { commentPreview } from '../../../domain/employers.ts';
import { Button } from '../../../ui/Button.tsx';
import { EMPLOYERS_TEXTS as T } from '../employersTexts.ts';

/** An employer comment: over 40 characters it is cut, with Show more/less (spec part 1 §5). */
export function CommentText({ comment }: { comment: string }) {
  const [open, setOpen] = useState(false);
  const preview = commentPreview(comment);
  if (!preview.cut) return <span>{comment}</span>;
  return (
    <span>
      {open ? comment : preview.text}{' '}
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? T.showLess : T.showMore}
      </Button>
    </span>
  );
}
