/** The browser leaves the app for the payment gateway's page (tests replace `go`). */
export const leaveFor = { go: (url: string) => window.location.assign(url) };
