import { routeConfig } from '../remix.config';

export default routeConfig();
