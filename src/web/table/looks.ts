// The table's looks without the table: the card backs drawn as the table draws them, for pages that show
// them as pictures (the settings page's choice of back and felt). A face of its own, so such a page loads
// a few kilobytes of drawing rather than the whole table and the library under it.
export { backSvg } from './backs.js';
