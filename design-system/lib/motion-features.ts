// Framer Motion's DOM animations, loaded by LazyMotion when a banner first renders (ADR 105).
export { domAnimation as default } from 'framer-motion';
