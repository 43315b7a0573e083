import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to a heading when the view inside a dialog changes (sign-in to sign-up,
 * step 1 to step 2): the control that was pressed is gone, and focus must not fall to the page.
 */
export function useFocusHeading(view: unknown, focusOnMount: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!focusOnMount) return;
    }
    heading.current?.focus();
  }, [view]); // eslint-disable-line react-hooks/exhaustive-deps -- focusOnMount only matters on mount
  return heading;
}
