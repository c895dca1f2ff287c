import type { ReactNode } from 'react';

/**
 * A table's pane that scrolls beyond a fixed height (a tailwind max-height class). It is a named
 * region in the tab order, so keyboard users can scroll it and screen readers can find it.
 */
export function ScrollPane(props: {
  label: string;
  height: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className={`${props.height} overflow-auto ${props.className ?? ''}`}
    >
      {props.children}
    </section>
  );
}
