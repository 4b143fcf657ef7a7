/** A child started by the stack exits when its parent's pipe closes, so no server outlives `npm start`. */
export function exitWithParent(onExit: () => void): void {
  if (process.env.EXIT_WITH_PARENT !== '1') return;
  process.stdin.on('end', onExit);
  process.stdin.on('error', onExit);
  process.stdin.resume();
}
