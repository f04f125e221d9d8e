import { data } from 'react-router';

/** Unknown paths: the 404 screen (rendered by the layout's error boundary) with status 404. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
