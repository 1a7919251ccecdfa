import { Navigate, useParams } from 'react-router';
import { paths } from '../paths';
import { orderIdOfCode } from '../short-link';

/** `/o/<code>` from an SMS or WhatsApp message: the order's page (or the order list). */
export function ShortLinkRoute() {
  const { code = '' } = useParams();
  const id = orderIdOfCode(code);
  return <Navigate replace to={id ? paths.order(id) : paths.orderHistory} />;
}
