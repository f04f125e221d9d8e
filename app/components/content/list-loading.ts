import { useLocation, useNavigation } from 'react-router';

/**
 * True while the visitor moves to another page or filter of the list being shown: the list says it is
 * busy (`aria-busy`) and dims, instead of looking finished while it is about to change.
 */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
