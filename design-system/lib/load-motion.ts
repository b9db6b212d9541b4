/** LazyMotion's `features`: the animation code loads on first use, apart from `m` itself (ADR 105). */
export const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);
