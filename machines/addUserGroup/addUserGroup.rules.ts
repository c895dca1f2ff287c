/** The longest group name the server takes. */
export const GROUP_NAME_MAX = 60;

export const capGroupName = (text: string) => text.slice(0, GROUP_NAME_MAX);
export const hasGroupName = (text: string) => text.trim() !== '';
