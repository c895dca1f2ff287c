import type { ChatFormField, ChatFormSchema } from './chatActions.actors.ts';

/** Spec part 2 §5: a multiline chat form field holds at most 350 characters. */
export const MULTILINE_MAX = 350;

export const maxLengthOf = (field: ChatFormField): number | null =>
  field.type === 'multiline' ? Math.min(field.max_length ?? MULTILINE_MAX, MULTILINE_MAX) : null;

/** A value the field can hold (a multiline one at most 350 characters). */
export function fitsField(field: ChatFormField | undefined, value: string): boolean {
  if (!field) return false;
  const max = maxLengthOf(field);
  return max === null || value.length <= max;
}

/** The form's first values: default params, then the field's own preset; a checkbox is 'false'. */
export function initialValues(schema: ChatFormSchema): Record<string, string> {
  return Object.fromEntries(
    schema.fields.map((field) => [
      field.name,
      schema.default_params[field.name] ??
        field.values ??
        (field.type === 'checkbox' ? 'false' : ''),
    ]),
  );
}

/** The first required field left blank (a required checkbox must be ticked). */
export function firstMissing(
  fields: readonly ChatFormField[],
  values: Record<string, string>,
): ChatFormField | undefined {
  return fields.find((field) => {
    if (!field.required) return false;
    const value = (values[field.name] ?? '').trim();
    return value === '' || (field.type === 'checkbox' && value !== 'true');
  });
}

/** The default params as the form schema call's filter_data (none: no filter). */
export const filterDataOf = (params: Record<string, string>): string | undefined =>
  Object.keys(params).length ? JSON.stringify(params) : undefined;

/** A message's external link, only when it is http(s): anything else gets no button. */
export const externalUrlOf = (url: string | undefined): string | null =>
  url && /^https?:\/\/[^\s/]/i.test(url) ? url : null;
