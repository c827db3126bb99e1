/** docs/RULES.md#constants-and-limits: the loading bar hides 50 ms after the last tracked request ends. */
export const loadingBarHideDelayMs = 50;
