// Makes one of each Intl format the app uses, off the main thread, then ends. V8 lists every locale it has the
// first time a kind of format is made (12-20 ms unslowed for a number or a date format), and keeps the list
// for the whole process: made here first, in a worker of the page's own process, the page's first number or
// date costs its main thread under a millisecond. A browser that keeps no such list for the process loses
// only this worker's few milliseconds, on another thread.
new Intl.NumberFormat();
new Intl.DateTimeFormat();
new Intl.ListFormat();
new Intl.PluralRules();
self.close();
