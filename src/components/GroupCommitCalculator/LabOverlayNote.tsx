import React, { type ReactNode } from 'react';
import type { GroupCommitOverlay } from '../../datasets/modelOverlays';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

/** Why the lab's points are missing, or how to read them against the model's lines. */
export default function LabOverlayNote({
  overlay,
}: {
  readonly overlay: GroupCommitOverlay;
}): ReactNode {
  if (overlay.status === 'hidden') {
    return overlay.reason === 'binlog-off'
      ? pageText(groupCommitStrings, 'groupCommit.overlay.binlogOff')
      : pageText(groupCommitStrings, 'groupCommit.overlay.noRun');
  }
  return (
    <>
      {overlay.innodbOnly ? pageText(groupCommitStrings, 'groupCommit.overlay.innodbOnly') : null}{' '}
      {overlay.beyondChart > 0
        ? pageText(groupCommitStrings, 'groupCommit.overlay.beyond', { count: overlay.beyondChart })
        : null}
    </>
  );
}
