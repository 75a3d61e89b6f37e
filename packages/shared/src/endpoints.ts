// Every call of the API (spec section 7), one definition each. The server registers exactly these
// routes and the web calls nothing else; a new call starts here.
import {
  changePasswordRequestSchema, completeSetupRequestSchema, completeSetupResponseSchema, loginRequestSchema, loginResponseSchema, logoutRequestSchema,
  magicLinkRequestSchema, refreshRequestSchema, refreshResponseSchema, registerRequestSchema, registerResponseSchema,
  sendMagicLinkRequestSchema, successResponseSchema, validateTokenRequestSchema, validateTokenResponseSchema,
  verifyMagicLinkRequestSchema, verifyMagicLinkResponseSchema,
} from './auth';
import {
  chatAnswerSchema, chatConversationParamsSchema, chatConversationSchema, chatConversationsResponseSchema, chatRequestSchema,
  chatSuggestionsResponseSchema,
} from './chat';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import {
  entityIdParamsSchema, entityListQuerySchema, entityMessageParamsSchema, entityNearbyQuerySchema, entityNearbyResponseSchema,
  entityPageSchema, entityRelatedQuerySchema, entityRelatedResponseSchema, entitySchema, entitySearchQuerySchema,
  entityTrendingQuerySchema, entityTrendingResponseSchema, entityTypesResponseSchema, postEntitiesResponseSchema,
} from './entities';
import {
  adminDashboardSchema, adminFeedbackResponseSchema, adminIdParamsSchema, adminInviteRequestSchema, adminInviteResponseSchema,
  adminInvitesResponseSchema, adminMemberSchema, adminMembersQuerySchema, adminMembersResponseSchema, adminWaitlistQuerySchema,
  adminWaitlistResponseSchema,
} from './admin';
import { exportDownloadParamsSchema, exportLinkSchema, exportRequestSchema } from './exports';
import { importIdParamsSchema, importSchema, importUploadQuerySchema, importsListResponseSchema } from './imports';
import { instagramLinkSchema } from './instagram-link';
import { saveLinkRequestSchema, saveLinkResponseSchema } from './links';
import { waitlistRequestSchema, waitlistResponseSchema } from './waitlist';
import { accountExportSchema, deleteAccountRequestSchema } from './account-data';
import { feedbackRequestSchema, feedbackResponseSchema } from './feedback';
import {
  postPathParamsSchema, postUpdateRequestSchema, postsBatchRequestSchema, postsBatchResponseSchema, postsBulkRequestSchema, postsBulkResponseSchema, postsFiltersRequestSchema,
  postsFiltersResponseSchema, postsGetRequestSchema, postsGetResponseSchema, postsListRequestSchema, postsListResponseSchema,
} from './posts';
import {
  searchRelatedParamsSchema, searchRelatedQuerySchema, searchRelatedResponseSchema, searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema, searchTextRequestSchema, searchTextResponseSchema, searchVectorRequestSchema,
  searchVectorResponseSchema,
} from './search';
import { profileSchema, updateProfileRequestSchema, usernameCheckQuerySchema, usernameCheckResponseSchema } from './profile';
import {
  createTagRequestSchema, postIdParamsSchema, postTagsBatchRequestSchema, postTagsBatchResponseSchema, setPostTagsRequestSchema,
  tagBatchQuerySchema, tagIdParamsSchema, tagListResponseSchema, tagPostsResponseSchema, tagSchema, tagStatsResponseSchema,
  updateTagRequestSchema,
} from './tags';

const ok = [200] as const;
const created = [201] as const;
const noContent = [204] as const;
/** Saving answers 202 when it queued work and 200 when the post was already there as it is. */
const queuedOrFound = [202, 200] as const;

/** Sign-in and invite calls: no token, and the server's per-address limit. */
const visitor = { access: 'visitor', rateLimited: true } as const;
const member = { access: 'member' } as const;
const admin = { access: 'admin', group: 'admin' } as const;

export const endpoints = {
  // Accounts (spec section 7, Auth and claim).
  authLogin: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/login', statuses: ok, body: loginRequestSchema, response: loginResponseSchema }),
  authRefresh: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/refresh', statuses: ok, body: refreshRequestSchema, response: refreshResponseSchema }),
  authLogout: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/logout', statuses: noContent, body: logoutRequestSchema }),
  authRegister: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/register', statuses: created, body: registerRequestSchema, response: registerResponseSchema }),
  authMagicLink: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/magic-link', statuses: ok, body: magicLinkRequestSchema, response: successResponseSchema }),
  authValidateToken: defineEndpoint({ ...visitor, group: 'auth', method: 'POST', path: '/auth/validate-token', statuses: ok, body: validateTokenRequestSchema, response: validateTokenResponseSchema }),

  claimValidateToken: defineEndpoint({ ...visitor, group: 'claim', method: 'POST', path: '/claim/validate-token', statuses: ok, body: validateTokenRequestSchema, response: validateTokenResponseSchema }),
  claimSendMagicLink: defineEndpoint({ ...visitor, group: 'claim', method: 'POST', path: '/claim/send-magic-link', statuses: ok, body: sendMagicLinkRequestSchema, response: successResponseSchema }),
  claimVerifyMagicLink: defineEndpoint({ ...visitor, group: 'claim', method: 'POST', path: '/claim/verify-magic-link', statuses: ok, body: verifyMagicLinkRequestSchema, response: verifyMagicLinkResponseSchema }),
  // Feedback for the team, from a visitor or (with a token) a member.
  feedbackSend: defineEndpoint({ access: 'anyone', rateLimited: true, group: 'feedback', method: 'POST', path: '/feedback', statuses: created, body: feedbackRequestSchema, response: feedbackResponseSchema }),
  // The private beta's waitlist: 201 when the address joins, 200 when it was already on it.
  waitlistJoin: defineEndpoint({ ...visitor, group: 'waitlist', method: 'POST', path: '/waitlist', statuses: [201, 200] as const, body: waitlistRequestSchema, response: waitlistResponseSchema }),
  claimCompleteSetup: defineEndpoint({ ...member, group: 'claim', method: 'POST', path: '/claim/complete-setup', statuses: ok, body: completeSetupRequestSchema, response: completeSetupResponseSchema }),

  // Profile.
  profileGet: defineEndpoint({ ...member, group: 'profile', method: 'GET', path: '/profile', statuses: ok, response: profileSchema }),
  profileUpdate: defineEndpoint({ ...member, group: 'profile', method: 'PUT', path: '/profile', statuses: ok, body: updateProfileRequestSchema, response: profileSchema }),
  profileUsernameCheck: defineEndpoint({ ...member, group: 'profile', method: 'GET', path: '/profile/username-check', statuses: ok, query: usernameCheckQuerySchema, response: usernameCheckResponseSchema }),
  // Not in the spec's client: a new password (the current one needed) and signing out everywhere,
  // each ending every session but the one it answers.
  profileChangePassword: defineEndpoint({ ...member, group: 'profile', method: 'POST', path: '/profile/password', statuses: ok, body: changePasswordRequestSchema, response: loginResponseSchema }),
  // Also not in the spec's client: everything the member owns as one JSON file, and deleting the
  // account (confirmed by typing its email; a POST, since a DELETE carries no body), which removes all of it.
  profileExport: defineEndpoint({ ...member, group: 'profile', method: 'GET', path: '/profile/export', statuses: ok, response: accountExportSchema }),
  profileDelete: defineEndpoint({ ...member, group: 'profile', method: 'POST', path: '/profile/delete', statuses: noContent, body: deleteAccountRequestSchema }),
  /** Saving by Instagram message: whether an account is linked, and the code that links one. */
  profileInstagram: defineEndpoint({ ...member, group: 'profile', method: 'GET', path: '/profile/instagram', statuses: ok, response: instagramLinkSchema }),
  profileInstagramCode: defineEndpoint({ ...member, group: 'profile', method: 'POST', path: '/profile/instagram/code', statuses: ok, response: instagramLinkSchema }),
  profileInstagramUnlink: defineEndpoint({ ...member, group: 'profile', method: 'DELETE', path: '/profile/instagram', statuses: ok, response: instagramLinkSchema }),
  profileSignOutEverywhere: defineEndpoint({ ...member, group: 'profile', method: 'POST', path: '/profile/sign-out-everywhere', statuses: noContent }),

  // Saving a link, and another try for one that failed.
  savesCreate: defineEndpoint({ ...member, memberLimit: 'saves', group: 'saving', method: 'POST', path: '/ios-share/saves', statuses: queuedOrFound, body: saveLinkRequestSchema, response: saveLinkResponseSchema }),
  postsRetry: defineEndpoint({ ...member, memberLimit: 'retries', group: 'saving', method: 'POST', path: '/posts/:id/retry', statuses: queuedOrFound, params: postPathParamsSchema, response: saveLinkResponseSchema }),

  // Posts.
  postsList: defineEndpoint({ ...member, group: 'posts', method: 'POST', path: '/posts/list', statuses: ok, body: postsListRequestSchema, response: postsListResponseSchema }),
  postsFilters: defineEndpoint({ ...member, group: 'posts', method: 'POST', path: '/posts/filters', statuses: ok, body: postsFiltersRequestSchema, bodyOptional: true, response: postsFiltersResponseSchema }),
  postsGet: defineEndpoint({ ...member, group: 'posts', method: 'POST', path: '/posts/get', statuses: ok, body: postsGetRequestSchema, response: postsGetResponseSchema }),
  postsBatch: defineEndpoint({ ...member, group: 'posts', method: 'POST', path: '/posts/batch', statuses: ok, body: postsBatchRequestSchema, response: postsBatchResponseSchema }),
  postsUpdate: defineEndpoint({ ...member, group: 'posts', method: 'PUT', alsoMethods: ['PATCH'], path: '/posts/:id', statuses: ok, params: postPathParamsSchema, body: postUpdateRequestSchema, response: postsGetResponseSchema }),
  postsDelete: defineEndpoint({ ...member, group: 'posts', method: 'DELETE', path: '/posts/:id', statuses: noContent, params: postPathParamsSchema }),
  /** Not in the spec's client: one action (tags, category, organise again, delete) on many stashes, for /manage. */
  postsBulk: defineEndpoint({ ...member, group: 'posts', method: 'POST', path: '/posts/bulk', statuses: ok, body: postsBulkRequestSchema, response: postsBulkResponseSchema }),

  // Bringing saves in (not in the spec's client): the file is the body; progress is read back by id.
  importsCreate: defineEndpoint({ ...member, group: 'imports', method: 'POST', path: '/imports', statuses: [202] as const, query: importUploadQuerySchema, upload: true, response: importSchema }),
  importsList: defineEndpoint({ ...member, group: 'imports', method: 'GET', path: '/imports', statuses: ok, response: importsListResponseSchema }),
  importsGet: defineEndpoint({ ...member, group: 'imports', method: 'GET', path: '/imports/:id', statuses: ok, params: importIdParamsSchema, response: importSchema }),
  importsCancel: defineEndpoint({ ...member, group: 'imports', method: 'POST', path: '/imports/:id/cancel', statuses: ok, params: importIdParamsSchema, response: importSchema }),
  /** Starts removing exactly the stashes the import created (tags and edits made to them since go with them): answers 'undoing', then 'undone'. */
  importsUndo: defineEndpoint({ ...member, group: 'imports', method: 'POST', path: '/imports/:id/undo', statuses: ok, params: importIdParamsSchema, response: importSchema }),

  // Taking stashes out (not in the spec's client): a signed download address, then the file from it.
  exportsCreate: defineEndpoint({ ...member, group: 'exports', method: 'POST', path: '/exports', statuses: created, body: exportRequestSchema, response: exportLinkSchema }),
  exportsDownload: defineEndpoint({ access: 'visitor', group: 'exports', method: 'GET', path: '/exports/:token', statuses: ok, params: exportDownloadParamsSchema, download: 'application/octet-stream' }),

  // Tags. Static paths (/tags/stats, /tags/batch, /tags/post/...) win over /tags/:id in the router.
  tagsList: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags', statuses: ok, response: tagListResponseSchema }),
  tagsCreate: defineEndpoint({ ...member, group: 'tags', method: 'POST', path: '/tags', statuses: created, body: createTagRequestSchema, response: tagSchema }),
  tagsStats: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags/stats', statuses: ok, response: tagStatsResponseSchema }),
  tagsBatch: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags/batch', statuses: ok, query: tagBatchQuerySchema, response: tagListResponseSchema }),
  tagsOfPosts: defineEndpoint({ ...member, group: 'tags', method: 'POST', path: '/tags/batch', statuses: ok, body: postTagsBatchRequestSchema, response: postTagsBatchResponseSchema }),
  tagsOfPost: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags/post/:postId', statuses: ok, params: postIdParamsSchema, response: tagListResponseSchema }),
  tagsSetOfPost: defineEndpoint({ ...member, group: 'tags', method: 'PUT', path: '/tags/post/:postId', statuses: ok, params: postIdParamsSchema, body: setPostTagsRequestSchema, response: tagListResponseSchema }),
  tagsGet: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags/:id', statuses: ok, params: tagIdParamsSchema, response: tagSchema }),
  tagsUpdate: defineEndpoint({ ...member, group: 'tags', method: 'PUT', path: '/tags/:id', statuses: ok, params: tagIdParamsSchema, body: updateTagRequestSchema, response: tagSchema }),
  tagsDelete: defineEndpoint({ ...member, group: 'tags', method: 'DELETE', path: '/tags/:id', statuses: noContent, params: tagIdParamsSchema }),
  tagPosts: defineEndpoint({ ...member, group: 'tags', method: 'GET', path: '/tags/:id/posts', statuses: ok, params: tagIdParamsSchema, response: tagPostsResponseSchema }),

  // Entities. Static paths (nearby, types, search, trending, related) win over /entities/:id.
  entitiesList: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities', statuses: ok, query: entityListQuerySchema, response: entityPageSchema }),
  entitiesNearby: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/nearby', statuses: ok, query: entityNearbyQuerySchema, response: entityNearbyResponseSchema }),
  entitiesTypes: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/types', statuses: ok, response: entityTypesResponseSchema }),
  entitiesSearch: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/search', statuses: ok, query: entitySearchQuerySchema, response: entityPageSchema }),
  entitiesTrending: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/trending', statuses: ok, query: entityTrendingQuerySchema, response: entityTrendingResponseSchema }),
  entitiesRelated: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/related/:id', statuses: ok, params: entityIdParamsSchema, query: entityRelatedQuerySchema, response: entityRelatedResponseSchema }),
  entitiesGet: defineEndpoint({ ...member, group: 'entities', method: 'GET', path: '/entities/:id', statuses: ok, params: entityIdParamsSchema, response: entitySchema }),
  /** The entities of one post; no body. */
  entitiesOfPost: defineEndpoint({ ...member, group: 'entities', method: 'POST', path: '/entities/message/:postId', statuses: ok, params: entityMessageParamsSchema, response: postEntitiesResponseSchema }),

  // Search over the member's own stash.
  searchText: defineEndpoint({ ...member, memberLimit: 'search', group: 'search', method: 'POST', path: '/search/text', statuses: ok, body: searchTextRequestSchema, response: searchTextResponseSchema }),
  searchSuggestions: defineEndpoint({ ...member, group: 'search', method: 'GET', path: '/search/suggestions', statuses: ok, query: searchSuggestionsQuerySchema, response: searchSuggestionsResponseSchema }),
  searchRelated: defineEndpoint({ ...member, group: 'search', method: 'GET', path: '/search/related/:id', statuses: ok, params: searchRelatedParamsSchema, query: searchRelatedQuerySchema, response: searchRelatedResponseSchema }),
  searchVector: defineEndpoint({ ...member, memberLimit: 'search', group: 'search', method: 'POST', path: '/search/vector', statuses: ok, body: searchVectorRequestSchema, response: searchVectorResponseSchema }),

  // Stash AI. /chat answers JSON, or server-sent events (chatStreamEventSchema) to `Accept: text/event-stream`.
  chat: defineEndpoint({ ...member, memberLimit: 'chat', group: 'chat', method: 'POST', path: '/chat', statuses: ok, body: chatRequestSchema, response: chatAnswerSchema }),
  chatSuggestions: defineEndpoint({ ...member, group: 'chat', method: 'GET', path: '/chat/suggestions', statuses: ok, response: chatSuggestionsResponseSchema }),
  chatConversations: defineEndpoint({ ...member, group: 'chat', method: 'GET', path: '/chat/conversations', statuses: ok, response: chatConversationsResponseSchema }),
  chatConversation: defineEndpoint({ ...member, group: 'chat', method: 'GET', path: '/chat/conversations/:id', statuses: ok, params: chatConversationParamsSchema, response: chatConversationSchema }),
  chatConversationDelete: defineEndpoint({ ...member, group: 'chat', method: 'DELETE', path: '/chat/conversations/:id', statuses: noContent, params: chatConversationParamsSchema }),

  // The admin console (members with the admin flag only; 404 to anyone else).
  adminDashboard: defineEndpoint({ ...admin, method: 'GET', path: '/admin/dashboard', statuses: ok, response: adminDashboardSchema }),
  adminWaitlist: defineEndpoint({ ...admin, method: 'GET', path: '/admin/waitlist', statuses: ok, query: adminWaitlistQuerySchema, response: adminWaitlistResponseSchema }),
  adminInvites: defineEndpoint({ ...admin, method: 'GET', path: '/admin/invites', statuses: ok, response: adminInvitesResponseSchema }),
  adminInvite: defineEndpoint({ ...admin, method: 'POST', path: '/admin/invites', statuses: created, body: adminInviteRequestSchema, response: adminInviteResponseSchema }),
  /** A fresh link for the same address (the old one stops working), mailed again. */
  adminInviteResend: defineEndpoint({ ...admin, method: 'POST', path: '/admin/invites/:id/resend', statuses: created, params: adminIdParamsSchema, response: adminInviteResponseSchema }),
  adminInviteRevoke: defineEndpoint({ ...admin, method: 'POST', path: '/admin/invites/:id/revoke', statuses: noContent, params: adminIdParamsSchema }),
  adminMembers: defineEndpoint({ ...admin, method: 'GET', path: '/admin/members', statuses: ok, query: adminMembersQuerySchema, response: adminMembersResponseSchema }),
  /** Disabling ends every session the member has; they cannot sign in until enabled again. */
  adminMemberDisable: defineEndpoint({ ...admin, method: 'POST', path: '/admin/members/:id/disable', statuses: ok, params: adminIdParamsSchema, response: adminMemberSchema }),
  adminMemberEnable: defineEndpoint({ ...admin, method: 'POST', path: '/admin/members/:id/enable', statuses: ok, params: adminIdParamsSchema, response: adminMemberSchema }),
  adminFeedback: defineEndpoint({ ...admin, method: 'GET', path: '/admin/feedback', statuses: ok, response: adminFeedbackResponseSchema }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Every call with its name, for checks that walk them all (routes registered, docs listed). */
export const endpointList: ReadonlyArray<EndpointDefinition & { name: EndpointName }> = Object.entries(endpoints).map(([name, definition]) => ({
  name: name as EndpointName,
  ...definition,
}));
