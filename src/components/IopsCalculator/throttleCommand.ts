/**
 * The shell commands that set the caps with the chosen mechanism, for device
 * 8:0 (the first SCSI disk).
 */
export function throttleCommand(
  mechanism: 'cgroup-v1-blkio' | 'cgroup-v2-io-max',
  readIopsCap: number,
  writeIopsCap: number,
): string {
  return mechanism === 'cgroup-v2-io-max'
    ? `echo "8:0 riops=${readIopsCap} wiops=${writeIopsCap}" > /sys/fs/cgroup/db.slice/io.max`
    : [
        `echo '8:0 ${readIopsCap}' > /cgroup/blkio/<group>/blkio.throttle.read_iops_device`,
        `echo '8:0 ${writeIopsCap}' > /cgroup/blkio/<group>/blkio.throttle.write_iops_device`,
      ].join('\n');
}
