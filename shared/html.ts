/** Text for hand-written HTML (pages rendered without React): escaped for element content and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
