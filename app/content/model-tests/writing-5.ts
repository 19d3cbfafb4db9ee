export { writing3 as writing5 } from './writing-3';
