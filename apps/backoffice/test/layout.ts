/** The fake layout the test setup gives jsdom: the table's visible height and each row's height. */
export const layout = { viewportHeight: 600, rowHeight: 40 };
