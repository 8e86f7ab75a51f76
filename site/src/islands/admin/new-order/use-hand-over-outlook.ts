import { useEffect, useState } from 'react';
import type { FulfilmentType } from '../../../../../domain/fulfilment/settings.ts';
import { callApi } from '../../../lib/api.ts';
import type { OutlookState } from '../../checkout/fulfilment-outlook.ts';

/** What GET /api/fulfilment says of `type` at `locationId` now: open or not, the earliest time, the slots. */
export function useHandOverOutlook(type: FulfilmentType, locationId: number): OutlookState {
  const [outlook, setOutlook] = useState<OutlookState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setOutlook({ status: 'loading' });
    callApi('GET', '/api/fulfilment', { query: { type, location: locationId } }).then(
      (answer) => current && setOutlook({ status: 'ready', outlook: answer.data }),
      () => current && setOutlook({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [type, locationId]);
  return outlook;
}
