import { useSearchParams } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import {
  DEFAULT_DIMENSION,
  EMPTY_FILTER,
  parseFilter,
  writeFilter,
  type Dimension,
  type FilterState,
} from './finder-filter';

/**
 * The finder's state, kept in the URL query so a filtered view can be shared, reloaded and
 * reached again with the back button. Until hydration the prerendered (unfiltered) view is used,
 * so the first client render matches the HTML.
 */
export function useFinderState() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const { state, dimension } = hydrated
    ? parseFilter(params)
    : { state: EMPTY_FILTER, dimension: DEFAULT_DIMENSION };
  const update = (nextState: FilterState, nextDimension: Dimension) =>
    setParams((current) => writeFilter(current, nextState, nextDimension), {
      replace: true,
      preventScrollReset: true,
    });
  return { state, dimension, update };
}
