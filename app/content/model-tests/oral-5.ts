export { oral3 as oral5 } from './oral-3';
