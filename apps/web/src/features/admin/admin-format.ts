// Dates as the console shows them: a short day, or 'never'.
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dayTimeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export const formatDay = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : 'Never');
export const formatDayTime = (iso: string | null) => (iso ? dayTimeFormat.format(new Date(iso)) : 'Never');
