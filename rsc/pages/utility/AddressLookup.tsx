/**
 * The internet plans page's address lookup: a GET form that works without JavaScript (the
 * server looks the address up and shows the providers), enhanced by the autocomplete island
 * with suggestions as the reader types (decision 077).
 */
import { AddressAutocomplete } from '../../../client/forms/AddressAutocomplete';
import { ADDRESS_MAX_LENGTH, ADDRESS_PARAM } from '../../../shared/forms/geo';
import type { UtilityPageData } from '../../../shared/forms/pageData';

const LIST_ID = 'address-suggestions';

export function AddressLookup({ address, action }: { address: UtilityPageData['address']; action: string }) {
  return (
    <form
      className="utility-form address-lookup"
      method="get"
      action={action}
      role="search"
      aria-label="Look up an address"
    >
      <h2>Or look up your address</h2>
      <p className="field">
        <label htmlFor="address-input">Street address, or city and state</label>
        <input
          id="address-input"
          name={ADDRESS_PARAM}
          type="text"
          autoComplete="off"
          maxLength={ADDRESS_MAX_LENGTH}
          defaultValue={address?.input ?? ''}
          list={LIST_ID}
          required
          aria-describedby={address?.message ? 'address-message' : undefined}
        />
        <datalist id={LIST_ID} />
        <AddressAutocomplete inputId="address-input" listId={LIST_ID} />
      </p>
      {address?.message ? (
        <p id="address-message" className="form-error" role="alert">
          {address.message}
        </p>
      ) : null}
      {address?.matched ? (
        <p className="address-matched" role="status">{`Showing providers for ${address.matched}`}</p>
      ) : null}
      <button type="submit" className="button">
        Look up address
      </button>
    </form>
  );
}
