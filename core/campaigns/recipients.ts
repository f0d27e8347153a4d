/** How many recipients a campaign's detail lists per page (the Message Center).*/
export const RECIPIENTS_PAGE_SIZE = 100;
