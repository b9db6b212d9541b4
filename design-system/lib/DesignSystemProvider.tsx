import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** Props every link the design system renders passes to the app's link component (aria-current is 'page' or unset). */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor (the app passes its router link instead). */
const PlainLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainLink);

/**
 * Tells the design system how to render links (TabBar, SidePanel, TextLink, ErrorPage...),
 * so they go through the app's router.
 */
export function DesignSystemProvider({ linkComponent, children }: { linkComponent?: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={linkComponent ?? PlainLink}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
