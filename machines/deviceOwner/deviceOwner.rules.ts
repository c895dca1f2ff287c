/** The owner select's value for 'Not Set' (spec part 1 §4: choosing it changes nothing). */
export const NOT_SET = 'notset';

/** Spec part 1 §4: 'notset' or the current owner does nothing. */
export const isIgnoredOwner = (picked: string, current: string | null) =>
  picked === NOT_SET || picked === current;
