// Self-hosted Inter (variable weight axis): bundled by Vite, no network font.
import '@fontsource-variable/inter/wght.css';
// Its latin face split in two, declared after it so they are checked first (fonts/inter-latin.css).
import './fonts/inter-latin.css';
import './global.css';

export { vars } from './contract.css';
export { themeClass } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { visuallyHidden } from './utils.css';
export { tokens, motionMs } from '../tokens/tokens';
