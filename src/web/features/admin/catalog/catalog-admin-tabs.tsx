import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import type { Location } from '../../../../domain/stores/stores.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CsvButtons } from '../../imports/csv-buttons.tsx';
import { pricesPath } from '../../pricing/pricing-paths.ts';
import { RosterButton } from '../../registrations/roster-button.tsx';
import { TournamentForm } from '../events/tournament-form.tsx';
import { CardForm } from './card-form.tsx';
import {
  CardAdminDetails,
  MerchandiseAdminDetails,
  TournamentAdminDetails,
} from './catalog-admin-details.tsx';
import { CatalogAdminTab } from './catalog-admin-tab.tsx';
import { MerchandiseForm } from './merchandise-form.tsx';

export function TournamentsTab({ location }: { location: Location }) {
  return (
    <CatalogAdminTab
      resource="tournaments"
      location={location}
      title="Tournament Management"
      countLine={(count) => `Total tournaments: ${count}`}
      searchLabel="Search tournaments"
      addLabel="Add Tournament"
      Form={TournamentForm}
      Details={TournamentAdminDetails}
      Actions={RosterButton}
    />
  );
}

export function MerchandiseTab({ location }: { location: Location }) {
  return (
    <CatalogAdminTab
      resource="merchandise"
      location={location}
      title="Merchandise Management"
      countLine={(count) => `Total items: ${count}`}
      searchLabel="Search merchandise"
      addLabel="Add Merchandise"
      Form={MerchandiseForm}
      Details={MerchandiseAdminDetails}
      tools={<CsvButtons kind="merchandise" location={location} />}
    />
  );
}

export function CardsTab({ location }: { location: Location }) {
  return (
    <CatalogAdminTab
      resource="cards"
      location={location}
      title="Card Management"
      countLine={(count) => `Total cards: ${count}`}
      searchLabel="Search cards"
      addLabel="Add Card"
      Form={CardForm}
      Details={CardAdminDetails}
      tools={
        <>
          <CsvButtons kind="cards" location={location} />
          <Link to={pricesPath(location)} className={buttonClasses('secondary')}>
            <Tags aria-hidden className="size-4" />
            Price files
          </Link>
        </>
      }
    />
  );
}
