/**
 * What the public sees of the operator's route changes (issue 18 point 4): the route history page,
 * the "Recently updated" list on /transport and the RSS feed. Every user-facing text is here (no zod),
 * for a later Bahasa Indonesia translation, except the field names and the kinds of change, which the
 * admin's Routes tab shares (ROUTE_FIELD_LABELS, ROUTE_CHANGE_LABELS in app/features/route-edits).
 */

