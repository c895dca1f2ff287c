import DOMPurify, { type Config } from 'dompurify';

/**
 * The only HTML the app ever injects (ARCHITECTURE §8): an embedded chat-action form. An explicit
 * allow-list of form controls, labels and layout: no scripts, frames, objects, styles, links or
 * images, no event handlers and no URL-bearing attributes at all; inputs only of field types
 * (the dialog's own Submit sends the form, once). Anything else is dropped, keeping its text.
 */
const TAGS = [
  'div',
  'span',
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'h5',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'fieldset',
  'legend',
  'label',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
];
const ATTRIBUTES = [
  'name',
  'id',
  'for',
  'class',
  'type',
  'value',
  'placeholder',
  'required',
  'min',
  'max',
  'minlength',
  'maxlength',
  'step',
  'pattern',
  'checked',
  'selected',
  'multiple',
  'rows',
  'cols',
  'disabled',
  'readonly',
  'title',
  'colspan',
  'rowspan',
  'aria-label',
  'aria-describedby',
];
/** Field inputs only: no submit, image, button, reset or file inputs. */
const INPUT_TYPES = new Set([
  'text',
  'number',
  'date',
  'time',
  'email',
  'tel',
  'checkbox',
  'radio',
  'hidden',
]);

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Names that would shadow document or form properties are dropped (field names stay as sent).
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function purifierOf(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'input') return;
    const type = ((node as Element).getAttribute('type') ?? 'text').toLowerCase();
    if (!INPUT_TYPES.has(type)) node.parentNode?.removeChild(node);
  });
  purifier = created;
  return created;
}

/** The embedded form's HTML, safe to set as a container's innerHTML. */
export function sanitizeFormHtml(html: string): string {
  return purifierOf().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
