/** The chat room (a tab of pages/kefu/index). */
export default {
  room: 'Room',
  empty: 'No messages yet',
  emptyHint: 'Say hello to the room.',
  you: 'You',
  report: 'Report',
  reportConfirm: 'Report this message to the moderators?',
  cancel: 'Cancel',
  reported: 'Reported: thank you',
  filtered: 'Links and contact details are hidden',
  mutedUntil: 'A moderator muted you until {{time}}',
  writeSomething: 'Write a message first',
  placeholder: 'Message the room',
  send: 'Send',
  rules: 'Up to 300 characters, 5 messages per 30 seconds. Links and contact details are hidden. Staff never message you here first.',
};
