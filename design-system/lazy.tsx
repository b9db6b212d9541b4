/**
 * On-demand versions of components a page shows only after something happens (a socket event, a
 * timer, a press): their code, with Framer Motion and Radix's dialog, loads when they are first
 * rendered (or `preload()`ed), not with the page (ADR 105). Render them inside <Suspense>.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

type OnDemand<P> = ComponentType<P> & { preload: () => Promise<unknown> };

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);
  // Once loaded, an instance renders it at once (no Suspense round); each instance keeps the type it started with.
  function OnDemandComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(OnDemandComponent, { preload });
}

export const LazyNotificationBanners = /* @__PURE__ */ onDemand(() =>
  import('./components/NotificationBanner/NotificationBanner').then((module) => module.NotificationBanners),
);
export const LazyIncomingCallBanners = /* @__PURE__ */ onDemand(() =>
  import('./components/IncomingCallBanner/IncomingCallBanner').then((module) => module.IncomingCallBanners),
);
export const LazySpendSheet = /* @__PURE__ */ onDemand(() => import('./components/SpendSheet/SpendSheet').then((module) => module.SpendSheet));
export const LazyAgeGateCard = /* @__PURE__ */ onDemand(() => import('./components/AgeGateCard/AgeGateCard').then((module) => module.AgeGateCard));
export const LazyActionSheet = /* @__PURE__ */ onDemand(() => import('./components/ActionSheet/ActionSheet').then((module) => module.ActionSheet));
export const LazyConfirmDialog = /* @__PURE__ */ onDemand(() => import('./components/ConfirmDialog/ConfirmDialog').then((module) => module.ConfirmDialog));
export const LazyDatePicker = /* @__PURE__ */ onDemand(() => import('./components/DatePicker/DatePicker').then((module) => module.DatePicker));
export const LazyDialog = /* @__PURE__ */ onDemand(() => import('./components/Dialog/Dialog').then((module) => module.Dialog));
