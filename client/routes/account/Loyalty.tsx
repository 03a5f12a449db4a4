/**
 * /account/loyalty-program: the points balance, the level badge in its tier colour (named
 * in text too, never by colour alone), the progress to the next level, the advantages per level, a
 * short FAQ and the points transactions; on a Shopware without the shop's loyalty route, a note that the
 * shop has no loyalty programme.
 */
import { usePrice, useT } from '../../i18n'
import { useNumber } from '../../number'
import { DayText } from '../../date'
import type { AccountLoyaltyData, LoyaltyLevel, LoyaltyStanding } from './types'
import { Unavailable } from './Unavailable'

export function Loyalty({ data }: { data: AccountLoyaltyData }) {
  const t = useT()
  if (data.unavailable)
    return (
      <div className="account-loyalty">
        <Unavailable title={t('account.loyalty.title')} text={t('account.loyalty.unavailable')} />
      </div>
    )
  return (
    <div className="account-loyalty">
      <h2 id="account-heading">{t('account.loyalty.title')}</h2>
      <p>{t('account.loyalty.intro')}</p>
      <Standing data={data} />
      <Advantages levels={data.levels} current={data.level} />
      <Faq />
      <Transactions data={data} />
    </div>
  )
}

/** A level's name on its tier colour. */
export function LevelBadge({ level }: { level: LoyaltyLevel }) {
  return (
    <span className={`loyalty-badge loyalty-badge-${level.colour}`} data-testid="loyalty-level">
      {level.name}
    </span>
  )
}

function Standing({ data }: { data: LoyaltyStanding }) {
  const t = useT()
  const number = useNumber()
  const count = (value: number) => number(value, 0)
  const { balance, level, nextLevel, pointsToNextLevel, pointsInReview } = data
  const progressText =
    nextLevel && pointsToNextLevel !== null
      ? t('account.loyalty.toNext', { points: count(pointsToNextLevel), level: nextLevel.name })
      : t('account.loyalty.topLevel')
  return (
    <section className="account-card loyalty-standing" aria-labelledby="loyalty-balance">
      <h3 id="loyalty-balance">{t('account.loyalty.balance')}</h3>
      <p className="loyalty-points" data-testid="loyalty-balance">
        {t('account.loyalty.points', { points: count(balance) })}
      </p>
      {pointsInReview ? <p>{t('account.loyalty.inReview', { points: count(pointsInReview) })}</p> : null}
      <p>
        {t('account.loyalty.level')}: {level ? <LevelBadge level={level} /> : t('account.loyalty.noLevel')}
      </p>
      <label htmlFor="loyalty-progress">{t('account.loyalty.progress')}</label>
      <progress
        id="loyalty-progress"
        max={nextLevel?.from ?? balance}
        value={balance}
        aria-valuetext={progressText}
        aria-describedby="loyalty-progress-text"
      >
        {progressText}
      </progress>
      <p id="loyalty-progress-text" data-testid="loyalty-progress-text">
        {progressText}
      </p>
    </section>
  )
}

function Advantages({ levels, current }: { levels: LoyaltyLevel[]; current: LoyaltyLevel | null }) {
  const t = useT()
  const number = useNumber()
  const count = (value: number) => number(value, 0)
  return (
    <section aria-labelledby="loyalty-advantages">
      <h3 id="loyalty-advantages">{t('account.loyalty.advantages')}</h3>
      <ul className="loyalty-levels">
        {levels.map((level) => (
          <li key={level.key} className="account-card" aria-current={level.key === current?.key ? 'true' : undefined}>
            <LevelBadge level={level} /> <span>{t('account.loyalty.levelFrom', { points: count(level.from) })}</span>
            <ul>
              <li>
                {level.discountPercent === null
                  ? t('account.loyalty.individualDiscount')
                  : t('account.loyalty.discount', { percent: number(level.discountPercent) })}
              </li>
              {level.freeShipping ? <li>{t('product.shippingFree')}</li> : null}
            </ul>
            {level.key === current?.key ? <strong>{t('account.loyalty.current')}</strong> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

const FAQ = ['Earn', 'Review', 'Discount'] as const

function Faq() {
  const t = useT()
  return (
    <section aria-labelledby="loyalty-faq">
      <h3 id="loyalty-faq">{t('account.loyalty.faq')}</h3>
      {FAQ.map((item) => (
        <details key={item}>
          <summary>{t(`account.loyalty.faq${item}Q`)}</summary>
          <p>{t(`account.loyalty.faq${item}A`)}</p>
        </details>
      ))}
    </section>
  )
}

function Transactions({ data }: { data: LoyaltyStanding }) {
  const t = useT()
  const price = usePrice()
  if (!data.transactions.length) return <p>{t('account.loyalty.noTransactions')}</p>
  return (
    <table className="loyalty-transactions">
      <caption>{t('account.loyalty.transactions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.order.date')}</th>
          <th scope="col">{t('account.order.status')}</th>
          <th scope="col">{t('account.loyalty.pointsColumn')}</th>
          <th scope="col">{t('account.order.number')}</th>
          <th scope="col">{t('account.loyalty.orderTotal')}</th>
          <th scope="col">{t('account.loyalty.createdAt')}</th>
          <th scope="col">{t('account.loyalty.inReviewColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {data.transactions.map((transaction) => (
          <tr key={transaction.id}>
            <td>
              <DayText iso={transaction.orderDate} />
            </td>
            <td>{(transaction.orderId && data.orderStates[transaction.orderId]) || '–'}</td>
            <td>{transaction.points}</td>
            <th scope="row">{transaction.orderNumber ?? '–'}</th>
            <td>{price(transaction.orderTotal)}</td>
            <td>
              <DayText iso={transaction.createdAt} />
            </td>
            <td>{t(transaction.inReview ? 'account.loyalty.yes' : 'account.loyalty.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
