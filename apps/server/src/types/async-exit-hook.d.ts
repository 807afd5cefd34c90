declare module 'async-exit-hook' {
  interface TExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const exitHook: TExitHook;
  export default exitHook;
}
