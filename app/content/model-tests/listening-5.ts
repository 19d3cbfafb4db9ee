export { listening3 as listening5 } from './listening-3';
