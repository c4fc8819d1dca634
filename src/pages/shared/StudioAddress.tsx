import { Fragment } from 'react';
import { STUDIO_ADDRESS } from '../../app/config';

/** The studio's postal address, one line of STUDIO_ADDRESS a line (contact page, Terms, Privacy). */
export function StudioAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {STUDIO_ADDRESS.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
