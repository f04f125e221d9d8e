import { type RouteConfig } from '@react-router/dev/routes';
import { localizedRoutes } from './routes/route-list.ts';

export default localizedRoutes() satisfies RouteConfig;
