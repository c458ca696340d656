import { useState } from 'react';
import { isZipCode, useZipInfo } from './get-zip-info';
import { recallZip, rememberZip } from './remembered-zip';

/**
 * The calendars' ZIP: what the ZipBox shows (remembered in this browser) and, once the server says it is inside the
 * service area, the ZIP the time-slots query sends so only times an instructor can reach are listed. A ZIP outside
 * the area narrows nothing: every time stays visible, and the booking form refuses the place anyway.
 */
export function useZipFilter() {
  const [zip, setZipState] = useState(() => recallZip());
  const lookup = useZipInfo(zip);
  const setZip = (value: string) => {
    setZipState(value);
    rememberZip(value);
  };
  const info = lookup.data;
  const filterZip = info?.inServiceArea && info.zip === zip.trim() ? info.zip : undefined;
  // While a complete ZIP is being looked up the times wait for it, rather than show ones that then vanish.
  const ready = !(isZipCode(zip) && lookup.isPending);
  return { zip, setZip, filterZip, ready };
}
