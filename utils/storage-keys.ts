/** Every local-storage key the client uses, named as the DB-GPT web client names them. */
export const STORAGE_KEYS = {
  userId: '__db_gpt_uid_key',
  theme: '__db_gpt_theme_key',
  language: '__db_gpt_lng_key',
  userInfo: '__db_gpt_uinfo_key',
  userInfoTimestamp: '__db_gpt_uinfo_vt_key',
  currentDialogInfo: 'cur_dialog_info',
  initMessage: '__db_gpt_im_key',
  staticFlowNodes: '__db_gpt_static_flow_nodes_key',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
