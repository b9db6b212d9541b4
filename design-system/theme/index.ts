// Self-hosted Inter (variable weight axis): bundled by Vite, no network font.
import '@fontsource-variable/inter/wght.css';
// ASCII's face after it, checked first for its characters (fonts/inter-basic.css).
import './fonts/inter-basic.css';
import './global.css';

export { vars } from './contract.css';
export { themeClass } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { visuallyHidden } from './utils.css';
export { tokens, motionMs } from '../tokens/tokens';
