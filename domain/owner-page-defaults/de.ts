import type { LegalDetails, OwnerPageTexts } from './shape.ts';

function analyticsNow(analytics: LegalDetails['analytics']): string {
  if (!analytics.on) return 'Auf dieser Website ist sie derzeit **ausgeschaltet**.';
  return `Auf dieser Website ist sie derzeit **eingeschaltet**: Die Seiten laden ein Skript für Besuchsstatistiken von ${analytics.host ?? 'dieser Website selbst'}, das Seitenaufrufe zählt, damit wir den Shop verbessern können.`;
}

/** Die Seiten des Demo-Shops auf Deutsch. */
export const de: OwnerPageTexts = {
  about: {
    title: 'Gutes Essen, direkt vor Ihre Haustür',
    intro:
      'Doorstep begann als kleine Familienküche, die für Nachbarn kochte, denen selbst die Zeit zum Kochen fehlte. Heute kochen und liefern wir frische Halal-Gerichte und Lebensmittel für den Alltag in der ganzen Stadt – mit derselben Sorgfalt wie bei unserer allerersten Bestellung.',
    valuesHeading: 'Wofür wir stehen',
    values: [
      {
        title: 'Jeden Tag frisch',
        text: 'Gemüse, Kräuter und Obst kommen jeden Morgen von Höfen aus der Umgebung. Saucen, Teige und Marinaden entstehen in unserer Küche, nicht aus der Dose.',
      },
      {
        title: 'Alles halal',
        text: 'Für jedes Fleischgericht beziehen wir Ware von zertifizierten Halal-Lieferanten, und in unserer Küche gibt es weder Schweinefleisch noch Alkohol – so steht die ganze Karte allen am Tisch offen.',
      },
      {
        title: 'Schnell an Ihrer Tür',
        text: 'Die Gerichte werden erst bei Ihrer Bestellung zubereitet und reisen in Thermotaschen mit Fahrerinnen und Fahrern, die das Viertel kennen – damit sie heiß und pünktlich ankommen.',
      },
    ],
    stepsHeading: 'So funktioniert die Bestellung',
    steps: [
      {
        title: 'Gerichte auswählen',
        text: 'Stöbern Sie nach Kategorien durch die Karte – Pizza, Burger, Sushi, Thali, Hähnchen und mehr – und legen Sie in den Warenkorb, worauf Sie Lust haben.',
      },
      {
        title: 'Bezahlen, wie Sie möchten',
        text: 'Zahlen Sie bar bei Lieferung, mit Karte oder per UPI. Ihre Kartendaten gehen direkt an den Zahlungsdienstleister, niemals an uns.',
      },
      {
        title: 'Bis zur Haustür verfolgen',
        text: 'Unter Meine Bestellungen und in Ihren Benachrichtigungen sehen Sie, wie Ihre Bestellung von der Küche bis in Ihre Straße kommt.',
      },
    ],
    promiseHeading: 'Unser Versprechen',
    promise:
      'Wenn mit einer Bestellung etwas nicht stimmt, sagen Sie es uns, und wir bringen es in Ordnung – mit Ersatz oder Erstattung, ohne lange Formulare. Fragen, Catering oder Feedback: Wir lesen jede Nachricht.',
    menuLink: 'Zur Speisekarte',
    contactLink: 'Kontakt aufnehmen',
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Eine Frage zu einer Bestellung, eine Catering-Anfrage oder einfach Feedback – wir lesen jede Nachricht und antworten meist innerhalb eines Tages.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Wir erheben nur, was wir brauchen, um Ihre Bestellung zuzubereiten und zu liefern, und wir schützen diese Daten. Diese Seite erklärt in klaren Worten, worum es sich handelt.',
    body: ({ email, phone, address, analytics }) => `## Welche Daten wir erheben

### Beim Stöbern

Sie können die Speisekarte ohne Konto ansehen. Ihr Warenkorb wird **in Ihrem eigenen Browser** gespeichert (in dessen lokalem Speicher), nicht auf unserem Server, sodass er noch da ist, wenn Sie mit demselben Gerät wiederkommen. Ihr Browser speichert außerdem eine Kopie der Speisekarte, damit die Seite die Gerichte sofort anzeigt. Keines von beiden enthält Angaben über Sie.

### Wenn Sie ein Konto anlegen oder sich anmelden

- Ihr Name und Ihre E-Mail-Adresse.
- Ihr Passwort, das wir nie im Klartext speichern: Wir bewahren nur einen gesalzenen Hash auf, der mit einem absichtlich langsamen Verfahren berechnet wird, und schreiben Passwörter niemals in unsere Protokolle.
- Wenn Sie sich mit Google anmelden, den Namen und die E-Mail-Adresse, die Google uns bestätigt. Ihr Google-Passwort erhalten wir nicht.

### Wenn Sie bestellen

- Die Gerichte, Mengen und Preise sowie die Lieferadresse, die Sie angeben.
- Die Zahlungsart. Bei Kartenzahlungen **erreichen Kartennummer und Sicherheitscode (CVV) unseren Server nie**: Sie gehen an das gesicherte Formular des Zahlungsdienstleisters, das uns dafür ein Token zurückgibt. Wir speichern nur dieses Token, die Kartenmarke, die letzten vier Ziffern und den Namen des Karteninhabers, damit Sie und wir die Zahlung wiedererkennen.
- Bei UPI-Zahlungen die UPI-ID und die Transaktions-ID, die Sie angeben, damit wir die Zahlung bestätigen können.
- Den Statusverlauf der Bestellung: wann sie aufgegeben, zubereitet, bezahlt und geliefert wurde.

### Wenn Sie eine Bewertung schreiben oder uns kontaktieren

Bei Bewertungen speichern wir den Namen, die Sternebewertung und den Text, die Sie absenden. Das Kontaktformular und das Newsletter-Feld senden nichts an unseren Server: Sie öffnen Ihr eigenes E-Mail-Programm mit einem Entwurf, und wir erhalten nur die E-Mail, die Sie tatsächlich abschicken.

## Wofür wir sie verwenden

- Um Ihre Bestellungen zuzubereiten und zu liefern und Ihnen Ihren Bestellverlauf und Ihre Benachrichtigungen anzuzeigen.
- Um Sie angemeldet zu halten und Ihr Konto zu schützen.
- Um Ihre Nachrichten zu beantworten und Ihnen, wenn Sie ihn abonniert haben, unseren Newsletter zu senden.
- Um Missbrauch zu verhindern: Wir nutzen Ihre IP-Adresse für kurze Zeit, um wiederholte fehlgeschlagene Anmeldeversuche zu bremsen und zu begrenzen, wie oft Registrierungen, Bestellungen und Bewertungen gesendet werden können.

Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.

## Wie wir sie schützen

- Passwörter werden gehasht gespeichert, und Kartennummern und Sicherheitscodes erreichen uns überhaupt nicht.
- Ihre Sitzung liegt in einem Cookie, das Skripte auf der Seite nicht lesen können; wenn Sie sich abmelden oder Ihr Passwort ändern, endet sie auch auf unserer Seite.
- Ihre Bestellungen und Ihr Konto sind nur für Sie und für die Mitarbeitenden des Shops sichtbar, die sie bearbeiten. Die Werkzeuge für Mitarbeitende prüfen bei jeder Anfrage auf unserem Server, ob die Person, die sie nutzt, Administratorrechte hat.
- Unsere Seiten werden mit strengen Sicherheitseinstellungen für den Browser ausgeliefert, die verhindern, dass andere Websites sie einbetten oder Skripte einschleusen.

Kein System ist vollkommen sicher. Sollte etwas geschehen, das Ihre Daten betrifft, informieren wir Sie.

## Cookies und Browserspeicher

Wir setzen **ein einziges Cookie**, und nur, wenn Sie sich anmelden: ein Sitzungscookie mit einem kurzlebigen, signierten Token, an dem unser Server Sie erkennt. Es ist **HttpOnly** (Skripte auf der Seite können es nicht lesen), **SameSite=Lax** (andere Websites können es nicht nutzen, um in Ihrem Namen zu handeln) und bei einer sicheren Verbindung **Secure**. Es wird gelöscht, wenn Sie sich abmelden. Werbe- oder Tracking-Cookies verwenden wir nicht.

Ihr Warenkorb und eine Kopie der Speisekarte liegen im lokalen Speicher Ihres Browsers, nicht in einem Cookie, und werden nie von sich aus an uns gesendet. Wenn Sie die Websitedaten in Ihrem Browser löschen, werden sie entfernt.

### Besuchsstatistik

Die Besuchsstatistik ist optional und **ausgeschaltet, solange der Shop sie nicht einschaltet**. Ist sie ausgeschaltet, wird überhaupt kein Statistik-Skript geladen. ${analyticsNow(analytics)}

## Wie lange wir sie speichern

Wir speichern Ihr Konto, solange Sie es haben, und Ihre Bestellungen so lange, wie das Gesetz die Aufbewahrung von Verkaufsunterlagen vorschreibt. Einträge, mit denen fehlgeschlagene Anmeldungen gebremst werden, verfallen von selbst.

## Ihre Rechte

- **Auskunft und Berichtigung**: Name, E-Mail-Adresse und Passwort können Sie jederzeit auf Ihrer Kontoseite ändern.
- **Eine Kopie erhalten** der Daten, die wir über Sie gespeichert haben.
- **Löschung** Ihres Kontos und der damit verbundenen Daten, ausgenommen Unterlagen, die wir von Gesetzes wegen aufbewahren müssen.
- **Widerspruch oder Widerruf einer Einwilligung**, zum Beispiel um den Newsletter abzubestellen.
- **Beschwerde** bei Ihrer zuständigen Datenschutzaufsichtsbehörde, wenn Sie meinen, dass wir mit Ihren Daten nicht richtig umgegangen sind.

Um eines dieser Rechte auszuüben, schreiben Sie an ${email}. Wir antworten innerhalb von 30 Tagen.

## Änderungen dieser Erklärung

Wenn wir ändern, wie wir mit Ihren Daten umgehen, aktualisieren wir diese Seite und das Datum oben.

## Kontakt

Doorstep, ${address}. E-Mail ${email}, Telefon ${phone}.
`,
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro:
      'Diese Bedingungen sind die Vereinbarung zwischen Ihnen und Doorstep, wenn Sie diese Website nutzen und bei uns bestellen. Wir haben sie kurz und verständlich gehalten.',
    body: ({ email, phone }) => `## Nutzung des Dienstes

Die Speisekarte kann jede Person ansehen. Um zu bestellen, Ihre Bestellungen einzusehen oder eine Bewertung zu schreiben, brauchen Sie ein Konto, das Sie mit E-Mail-Adresse und Passwort oder, wo angeboten, über die Anmeldung mit Google anlegen können. Sie müssen Ihren echten Namen und eine E-Mail-Adresse angeben, unter der Sie Nachrichten empfangen können.

Wir liefern nur innerhalb unseres örtlichen Liefergebiets. Wir können Speisekarte, Preise und Öffnungszeiten ändern und den Dienst für Wartungsarbeiten oder bei ausgelasteter Küche unterbrechen. Ein Konto, mit dem gegen diese Bedingungen verstoßen wird, können wir sperren.

## Bestellungen und Zahlungen

- Die Preise gelten in der Währung des Shops, mit Steuern so, wie die Kasse sie ausweist. Hinzu kommt eine Liefergebühr, die Ihnen vor der Bestellung im Warenkorb angezeigt wird. Ein gültiger Gutscheincode zieht seinen Prozentsatz von der an der Kasse angezeigten Summe ab.
- Eine Bestellung ist aufgegeben, wenn Sie sie an der Kasse bestätigen und wir Ihnen die Bestätigung anzeigen. Ist ein Gericht inzwischen nicht mehr verfügbar, teilen wir Ihnen das mit, und die Bestellung wird nicht aufgegeben.
- Sie können **bar bei Lieferung**, mit **Kredit- oder Debitkarte** oder per **UPI** bezahlen. Kartenzahlungen wickelt unser Zahlungsdienstleister ab; Ihre Kartennummer und Ihr Sicherheitscode erreichen uns nie. Wird eine Karte abgelehnt, wird die Bestellung nicht aufgegeben. UPI-Zahlungen bestätigen wir anhand der Transaktions-ID, die Sie angeben.
- Steht an der Kasse **Testmodus — keine echte Belastung**, läuft der Shop mit einem Test-Zahlungssystem: Es wird kein Geld abgebucht, und Bestellungen dienen nur der Vorführung.
- Belastet wird der Betrag, den unser Server aus den aktuellen Preisen berechnet, so wie er an der Kasse angezeigt wird.

## Ihre Pflichten

- Geben Sie eine vollständige und korrekte Lieferadresse an und sorgen Sie dafür, dass die Bestellung angenommen werden kann.
- Geben Sie Ihr Passwort nicht weiter und informieren Sie uns sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt.
- Teilen Sie uns Allergien oder besondere Ernährungsbedürfnisse vor der Bestellung mit; die Beschreibungen der Gerichte nennen die Hauptzutaten, und in unserer Küche werden gängige Allergene verarbeitet.
- Schreiben Sie ehrliche Bewertungen über Ihre eigenen Bestellungen, ohne Beleidigungen, persönliche Daten anderer oder Werbung.
- Missbrauchen Sie die Website nicht: keine Versuche, Sicherheitsvorkehrungen oder Begrenzungen zu umgehen, keine automatisierten Bestellungen und keine Nutzung fremder Zahlungsdaten.

## Erstattungen und Stornierungen

- Sie können kostenlos stornieren, bis die Küche mit der Zubereitung Ihrer Bestellung beginnt: Rufen Sie uns unter ${phone} an oder schreiben Sie an ${email} und nennen Sie Ihre Bestellnummer.
- Fehlt etwas, ist etwas falsch oder nicht in einwandfreiem Zustand, melden Sie es uns innerhalb von 24 Stunden nach der Lieferung (ein Foto hilft). Wir ersetzen es oder erstatten den Betrag.
- Erstattungen erfolgen auf dem Weg, auf dem Sie bezahlt haben: Karten- und UPI-Zahlungen auf dasselbe Konto, Barbestellungen auf einem mit Ihnen vereinbarten Weg. Bei Karten kann es einige Werktage dauern, bis die Erstattung auf Ihrer Abrechnung erscheint.
- Können wir eine angenommene Bestellung nicht liefern, stornieren wir sie und erstatten Ihnen alles Gezahlte vollständig.

## Haftung

Wir achten darauf, Speisen sicher und pünktlich zuzubereiten und zu liefern, Lieferzeiten sind jedoch Schätzungen. Nichts in diesen Bedingungen schränkt Rechte ein, die Ihnen nach zwingendem Verbraucherrecht zustehen.

## Änderungen dieser Bedingungen

Wir können diese Bedingungen aktualisieren, wenn sich der Dienst ändert. Das Datum oben zeigt die aktuelle Fassung; für jede Bestellung gelten die Bedingungen, die bei ihrer Aufgabe in Kraft waren. Wenn Sie Doorstep nach einer Änderung weiter nutzen, gelten die neuen Bedingungen für Ihre späteren Bestellungen.

## Kontakt

Fragen zu diesen Bedingungen: ${email}. Wie wir mit Ihren Daten umgehen, lesen Sie in unserer [Datenschutzerklärung](/privacy).
`,
  },
};
