import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type LinkProps, useHref, useLinkClickHandler } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<LinkProps, 'to' | 'replace' | 'state' | 'preventScrollReset'> & { ref?: Ref<HTMLAnchorElement> };

/**
 * A link within the shop, as React Router's `Link` draws it for the shop's uses: the same `<a>`
 * (href from the router's basename, `data-discover` as Link writes it), a plain click navigates in
 * the page, a modified click or a target opens as the browser would. React Router's own Link
 * carries its framework mode's route prefetching (page links, route manifests, fetchers) into the
 * first view of every page, 2 KB gzip the shop never runs (decision 072).
 */
export function RouterLink({ to, replace, state, preventScrollReset, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} data-discover="true" />;
}
