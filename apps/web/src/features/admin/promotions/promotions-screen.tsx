import { displayName } from '@backroom/core/item-display';
import { describePromotion } from '@backroom/core/promotions/describe-promotion';
import type { PromotionsWithCodes, StaffPromotion } from '@backroom/core/promotions/promotion';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { staffCategoriesQuery } from '../shared/api/staff-categories';
import { useCanEdit } from '../shared/staff-access';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';
import { endPromotion, promotionItemsQuery, promotionsQuery, putCombining, savePromotion } from './api/staff-promotions';
import { draftBody, draftOf, draftRule, EMPTY_DRAFT, type PromotionDraft, type RuleKind, type TargetKind, type TargetNames } from './promotion-draft';

const STATUS_LABELS: Record<StaffPromotion['status'], string> = { active: 'Active', scheduled: 'Scheduled', ended: 'Ended', 'used-up': 'Used up' };
const STATUS_COLORS = { active: 'success', scheduled: 'info', ended: 'default', 'used-up': 'warning' } as const;
const KIND_LABELS: Record<RuleKind, string> = { 'buy-x-get-y': 'Buy X get Y', off: 'Off a category, brand or items', spend: 'Spend threshold' };
const TARGET_LABELS: Record<TargetKind, string> = { categories: 'Categories', brands: 'Brands', items: 'Items' };
/**
 * A select's chosen option wraps instead of being cut with an ellipsis (two classes: above MUI's
 * own rule): on a phone (390 px) the longer ones ("Off a category, brand or items", "Do not
 * combine: the better of the two") are wider than the field.
 */
const WRAPPING_SELECT = { '&& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/** The names a target may pick from: the catalogue's items and categories, and its brands. */
function useTargetNames(): TargetNames {
  const items = useQuery(promotionItemsQuery).data;
  const categories = useQuery(staffCategoriesQuery).data;
  return useMemo(
    () => ({
      items: new Map((items ?? []).filter((item) => !item.group.enabled).map((item) => [item.id, displayName(item.name)])),
      categories: new Map((categories ?? []).map((category) => [category.id, category.name])),
      brands: new Map([...new Set((items ?? []).map((item) => item.brand.trim()).filter((brand) => brand !== ''))].sort().map((brand) => [brand, brand])),
    }),
    [items, categories],
  );
}

/** /admin/promotions: automatic promotions, what they give in plain words, and how they combine. */
export function PromotionsScreen() {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const { data, error } = useQuery(promotionsQuery);
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey });
  const end = useMutation({ mutationFn: endPromotion, onSettled: refresh });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Promotions</ScreenTitle>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && <CombiningCard withCodes={data.combining.withCodes} rules={data.combining.rules.en} canEdit={canEdit} onSaved={refresh} />}
      {canEdit && editing === null && (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New promotion
          </Button>
        </Box>
      )}
      {canEdit && editing !== null && (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          promotion={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {end.isError && <Alert severity="error">{end.error.message}</Alert>}
      {/* No empty table (on a phone, an empty card) above "No promotions yet". */}
      {data && data.promotions.length > 0 && (
        <StackedTable label="Promotions" columns={['Name', 'Gives', 'State', 'Uses', 'Combines', canEdit && '']}>
          {data.promotions.map((promotion) => (
            <TableRow key={promotion.id}>
              <TableCell>{promotion.name}</TableCell>
              <TableCell>{promotion.summary.en}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS_LABELS[promotion.status]} color={STATUS_COLORS[promotion.status]} />
              </TableCell>
              <TableCell>
                {promotion.usedCount}
                {promotion.usageLimit !== null ? ` of ${promotion.usageLimit}` : ''}
              </TableCell>
              <TableCell>{promotion.combinesWithPromotions ? 'With other promotions' : 'Alone on its lines'}</TableCell>
              {canEdit && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(promotion)} aria-label={`Edit ${promotion.name}`}>
                    Edit
                  </Button>
                  {(promotion.status === 'active' || promotion.status === 'scheduled') && (
                    <Button size="small" color="error" disabled={end.isPending} onClick={() => end.mutate(promotion.id)} aria-label={`End ${promotion.name} now`}>
                      End now
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </StackedTable>
      )}
      {data && data.promotions.length === 0 && <Typography color="text.secondary">No promotions yet.</Typography>}
    </Stack>
  );
}

/** The combining rules as staff read them, and the store's choice for discount codes. */
function CombiningCard({ withCodes, rules, canEdit, onSaved }: { withCodes: PromotionsWithCodes; rules: string[]; canEdit: boolean; onSaved: () => void }) {
  const save = useMutation({ mutationFn: putCombining, onSuccess: onSaved });
  return (
    <Paper component="section" aria-labelledby="combining-title" sx={{ p: 2 }}>
      <Typography id="combining-title" component="h2" variant="h6">
        How promotions combine
      </Typography>
      <Box component="ul" sx={{ mt: 1, mb: 2, pl: 3 }}>
        {rules.map((rule) => (
          <Typography component="li" variant="body2" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
      <TextField
        select
        label="Promotions with discount codes"
        size="small"
        value={withCodes}
        disabled={!canEdit || save.isPending}
        onChange={(event) => save.mutate(event.target.value as PromotionsWithCodes)}
        sx={{ width: '100%', maxWidth: 420, ...WRAPPING_SELECT }}
      >
        <MenuItem value="better-of">Do not combine: the better of the two</MenuItem>
        <MenuItem value="combine">Combine: the code after the promotions</MenuItem>
      </TextField>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {save.error.message}
        </Alert>
      )}
    </Paper>
  );
}

interface TargetFieldProps {
  label: string;
  kind: TargetKind;
  ids: string[];
  names: TargetNames;
  onChange: (kind: TargetKind, ids: string[]) => void;
}

/** What a rule looks at: a kind (categories, brands, items) and which of them. */
function TargetField({ label, kind, ids, names, onChange }: TargetFieldProps) {
  const options = [...names[kind].keys()];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <TextField select label={`${label} from`} size="small" value={kind} onChange={(event) => onChange(event.target.value as TargetKind, [])} sx={{ minWidth: 140, ...WRAPPING_SELECT }}>
        {(Object.keys(TARGET_LABELS) as TargetKind[]).map((option) => (
          <MenuItem key={option} value={option}>
            {TARGET_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={ids}
        onChange={(_event, value) => onChange(kind, value)}
        getOptionLabel={(id) => names[kind].get(id) ?? id}
        renderInput={(params) => <TextField {...params} label={label} />}
        sx={{ flex: 1, minWidth: { sm: 240 } }}
      />
    </Stack>
  );
}

/** A date and time as Halifax's clock reads it (YYYY-MM-DDTHH:MM; '' none). */
function HalifaxTimeField({ label, value, onChange, helperText }: { label: string; value: string; onChange: (value: string) => void; helperText: string }) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A new promotion, or a change to one, with its summary as shoppers will read it while it is typed. */
function PromotionForm({ promotion, onDone }: { promotion: StaffPromotion | null; onDone: () => void }) {
  const names = useTargetNames();
  const [draft, setDraft] = useState<PromotionDraft>(promotion ? draftOf(promotion) : EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const save = useMutation({ mutationFn: (body: Exclude<ReturnType<typeof draftBody>, string>) => savePromotion(promotion?.id ?? null, body), onSuccess: onDone });
  const preview = useMemo(() => {
    const rule = draftRule(draft, names);
    if (typeof rule === 'string') return null;
    const body = draftBody({ ...draft, name: draft.name.trim() || 'preview' }, names);
    const times = typeof body === 'string' ? { startsAt: null, endsAt: null } : body;
    return describePromotion({ rule: rule.named, startsAt: times.startsAt, endsAt: times.endsAt }, 'en');
  }, [draft, names]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = draftBody(draft, names);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    save.mutate(body);
  };
  const label = promotion ? `Edit promotion ${promotion.name}` : 'New promotion';
  return (
    <Paper component="form" onSubmit={onSubmit} aria-label={label} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {label}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField label="Name" size="small" value={draft.name} onChange={(event) => set({ name: event.target.value })} helperText="For staff; shoppers read the summary" sx={{ flex: 1 }} />
          <TextField select label="Kind" size="small" value={draft.kind} onChange={(event) => set({ kind: event.target.value as RuleKind })} sx={{ minWidth: { sm: 240 }, ...WRAPPING_SELECT }}>
            {(Object.keys(KIND_LABELS) as RuleKind[]).map((kind) => (
              <MenuItem key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {draft.kind !== 'spend' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TargetField
              label={draft.kind === 'off' ? 'Off' : 'Buy'}
              kind={draft.targetKind}
              ids={draft.targets}
              names={names}
              onChange={(targetKind, targets) => set({ targetKind, targets })}
            />
            {draft.kind === 'buy-x-get-y' && (
              <TextField label="How many to buy" size="small" value={draft.buyQuantity} onChange={(event) => set({ buyQuantity: event.target.value })} sx={{ width: { sm: 150 } }} />
            )}
          </Stack>
        )}
        {draft.kind === 'buy-x-get-y' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <FormControlLabel control={<Checkbox checked={draft.getSame} onChange={(event) => set({ getSame: event.target.checked })} />} label="Gives more of what is bought" />
              <TextField label="How many given" size="small" value={draft.getQuantity} onChange={(event) => set({ getQuantity: event.target.value })} sx={{ width: { sm: 150 } }} />
              <TextField
                select
                label="Given at"
                size="small"
                value={draft.getPercent === '100' ? 'free' : 'percent'}
                onChange={(event) => set({ getPercent: event.target.value === 'free' ? '100' : '50' })}
                sx={{ width: { sm: 150 }, ...WRAPPING_SELECT }}
              >
                <MenuItem value="free">Free</MenuItem>
                <MenuItem value="percent">Percent off</MenuItem>
              </TextField>
              {draft.getPercent !== '100' && (
                <TextField label="Percent off given" size="small" value={draft.getPercent} onChange={(event) => set({ getPercent: event.target.value })} sx={{ width: { sm: 150 } }} />
              )}
            </Stack>
            {!draft.getSame && (
              <TargetField label="Get" kind={draft.getTargetKind} ids={draft.getTargets} names={names} onChange={(getTargetKind, getTargets) => set({ getTargetKind, getTargets })} />
            )}
          </>
        )}
        {draft.kind !== 'buy-x-get-y' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {draft.kind === 'spend' && (
              <TextField label="Spend at least (dollars)" size="small" value={draft.minSubtotal} onChange={(event) => set({ minSubtotal: event.target.value })} />
            )}
            <TextField
              select
              label="Reward"
              size="small"
              value={draft.rewardKind}
              onChange={(event) => set({ rewardKind: event.target.value as 'percent' | 'amount' })}
              sx={{ width: { sm: 160 }, ...WRAPPING_SELECT }}
            >
              <MenuItem value="percent">Percent off</MenuItem>
              <MenuItem value="amount">Dollars off</MenuItem>
            </TextField>
            <TextField label={draft.rewardKind === 'percent' ? 'Percent' : 'Dollars'} size="small" value={draft.rewardValue} onChange={(event) => set({ rewardValue: event.target.value })} sx={{ width: { sm: 140 } }} />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <HalifaxTimeField label="Starts (Halifax time)" value={draft.startsAt} onChange={(startsAt) => set({ startsAt })} helperText="Empty: now" />
          <HalifaxTimeField label="Ends (Halifax time)" value={draft.endsAt} onChange={(endsAt) => set({ endsAt })} helperText="Empty: until ended" />
          <TextField label="Limit of uses" size="small" value={draft.usageLimit} onChange={(event) => set({ usageLimit: event.target.value })} helperText="Orders; empty for none" />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={draft.combinesWithPromotions} onChange={(event) => set({ combinesWithPromotions: event.target.checked })} />}
          label="Combines with other promotions (may share a line with those that also allow it)"
        />
        <Alert severity="info" role="status" aria-label="Summary">
          {preview ?? 'The summary shows once the promotion says what it gives.'}
        </Alert>
        {(problem ?? save.error) && <Alert severity="error">{problem ?? save.error?.message}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save promotion
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
