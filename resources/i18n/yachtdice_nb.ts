<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} fikk {points} i {box}. Nå spiller {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} fikk {points} i {box}. Spillet er over.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Kastet {faces}. Ingen kast igjen.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Kastet {faces}. {left} kast igjen.</numerusform>
            <numerusform>Kastet {faces}. {left} kast igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Terning {die} holdt av.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Terning {die} sluppet.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
</context>
<context>
    <name>BoxesModel</name>
    <message>
        <source>Label</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telles</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Høyest</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Regelen i ord</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>øvre</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>nedre</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>ikke {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>Regnes ut: disse terningene gir for mange kast til å regne ut hver rute med en gang, så de høyeste poengene kommer med den forventede poengsummen.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spillere:</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>S&amp;tor skrift: rutenavn i 15 pt, høye rader</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Fire blokker per side, med linjer å klippe langs</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>Svart-&amp;hvitt</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Som vanlig her ({paper})</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (USA)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apir:</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>Med fire på en side blir en blokk som er for lang for en kvart side, ikke skrevet ut, og vinduet sier fra.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>En blokk som er for lang for én side, fortsetter på en side til, og vinduet sier fra.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} blokk.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Lagre blokken som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>Blokken ble ikke lagret: {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Blokken ble lagret som {file}.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Skriv ut blokken</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>Blokken ble ikke skrevet ut: {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Blokken ble skrevet ut til {file}.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Lagre…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word}: står i ordlisten</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word}: står i ordlisten — terninger {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word}: {problem} — terninger {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>Jokersiden står for {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} Yahtzee-bonus)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Skriv et ord for denne ruten.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Legg til bokstaven på terning {die}</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Legg til jokersidens bokstav (terning {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Legg til bokstaven {letter} (terning {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Skriv engelske ord; * og en bokstav for jokersiden (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Ord som skal føres inn</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Ord skilt med mellomrom, med store eller små bokstaver. For jokersiden skriver du * og bokstaven den står for (ca*t), eller klikker på romben.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Bokstaven jokersiden står for</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>Bokstaven jokersiden står for når du klikker på den (verdt 0 poeng)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Neste ord</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Begynn på et nytt ord</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Fjern alle ord</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Sjekk mot ordlisten</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Skriv {count} ord i denne ruten.</numerusform>
            <numerusform>Skriv {count} ord i denne ruten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledig rute</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Med disse ordene</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Hva hver ledige rute ville gi</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Før inn</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Før inn ordene i den valgte ruten (Enter)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Skriv en null</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Stryk den valgte ruten denne turen: den gir 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Ord:</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>Jokersiden &amp;er</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Ord spilt så langt, nyeste først</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Spilt så langt (nyeste først):</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>Tiden er ute: nå kan du bare skrive en null.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Kast terningene for å lage ord.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Ingen ord ennå.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>Tiden er ute: nå kan du bare skrive en null. Velg en rute og trykk Enter (eller Skriv en null).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (tiden er ute)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>Sekssidige (1-6)</translation>
    </message>
    <message>
        <source>d4 (1-4)</source>
        <translation>d4 (1-4)</translation>
    </message>
    <message>
        <source>d8 (1-8)</source>
        <translation>d8 (1-8)</translation>
    </message>
    <message>
        <source>d10 (1-10)</source>
        <translation>d10 (1-10)</translation>
    </message>
    <message>
        <source>d12 (1-12)</source>
        <translation>d12 (1-12)</translation>
    </message>
    <message>
        <source>Custom faces</source>
        <translation>Egne sider</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Et nytt kast med like terninger telles som et hvilket som helst kast.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Tvunget</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Et nytt kast med like terninger må føres i sin rute i øvre del hvis den er ledig; ellers teller enhver rute i nedre del det som oppfylt.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Et nytt kast med like terninger kan føres i en hvilken som helst ledig rute; det teller som oppfylt når ruten i øvre del er fylt ut.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Hvilken som helst rute, i hvilken som helst rekkefølge</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>Ovenfra og ned, i rekkefølge</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Like summer deler plassen</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>Høyest i øvre del vinner</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Valgt rute: {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>Legg til {box}</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>Fjern {box}</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>Flytt {box}</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>Endre {box}</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (øvre)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>Nor&amp;men {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Regelsettets navn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antall terninger</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Terningenes sider</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>f.eks. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Kast per tur</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Ubrukte kast spares til senere turer</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Grense for bonus</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoeng</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>Bruk nor&amp;men</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Sett grensen til normen: tre terninger av hver verdi i øvre del med fem terninger, fire med seks</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Ekstrabonus for like, poeng</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Rekkefølge for utfylling</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Ved likhet</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sider:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>K&amp;ast per tur:</translation>
    </message>
    <message>
        <source>at</source>
        <translation>ved</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>gir</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>E&amp;kstrabonus for like:</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Ekstrabonus </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>&amp;Rekkefølge:</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>Ved l&amp;ikhet:</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Rute å legge til</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Legg til rute</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytt &amp;opp</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Flytt &amp;ned</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Flytt den valgte ruten (Ctrl+Opp)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Flytt den valgte ruten (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>R&amp;uter:</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Valgt rute: ingen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Sparte kast</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Bonusgrense</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Bonuspoeng</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Ekstrabonus</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rekkefølge</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Bonus på</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Bonus av</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Bruk normen</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Denne typen rute har ingen innstillinger.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Terning {number}: ikke kastet ennå</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Kast først.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Terning {number}: {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Terning {number}: {face}, holdt av</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Klikk eller trykk {number} for å holde den av.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Klikk eller trykk {number} for å slippe den.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>HOLDT</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>sifferet {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (delt)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Du fikk {total} poeng.</numerusform>
            <numerusform>Du fikk {total} poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Delt seier: {first} og {second} med {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Delt seier: {names} og {last} med {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} vinner med {total}!</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Ny rekord i {rules}: {name}, {score}!</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>{score} for {name} er nummer {rank} på topplisten for {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Spill &amp;igjen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Gjennomgang…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} finnes allerede. Vil du erstatte den?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Filen i {folder} erstattes av den nye.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstatt</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>Siste {days} dag</numerusform>
            <numerusform>Siste {days} dager</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Også datamaskiner</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Bare uten hjelp</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periode:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spill:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Terninger:</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Alle personer</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle datoer</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Egendefinert…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>alle regler</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>alle personer</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} til {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>fra {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>til {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>alle datoer</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>datamaskiner medregnet</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>bare personer</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · bare spill uten hjelp</translation>
    </message>
    <message>
        <source>{line} · {sources}</source>
        <translation>{line} · {sources}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>ingen spill</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>spilt her</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>innleste</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importerte</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>terninger kastet her</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>ekte terninger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>på nett</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Dette spillet ble spilt med et spill denne versjonen ikke kjenner: ingen gjennomgang.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>{game} har ingen gjennomgang.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>Tiden er ute: velg en rute for en null.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>Tiden er ute, {player}: velg en rute for en null.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>start et spill først</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>terningene ruller fortsatt</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} spiller</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Spillet ditt kunne ikke lagres: {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>dette er ekte terninger: skriv hva de viser</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} spiller om {seconds} s: Angre (Ctrl+Z) tar tilbake trekket ditt.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer – {level}</source>
        <translation>Datamaskin – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} har ingen tips.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Det spillet trenger, lastes fortsatt; prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Det spillet trenger, kunne ikke lastes</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Velg en rute med piltastene og Enter, eller klikk på den.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Mellomrom</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>med hjelp</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>datamaskin</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>innlest</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importert</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>ekte terninger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>på nett</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Kastet her</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Ekte terninger</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>På nett</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Alle terninger</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Dette spillet ble spilt med ekte terninger ved bordet og tastet inn.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Dette spillet ble spilt på nett, med terninger kastet på tvers av datamaskiner.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} brukte angre eller tips i dette spillet.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Dette spillet ble importert fra en historikkfil, det ble ikke spilt på denne datamaskinen.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Dette spillet ble lest inn fra en fil (yachtdice-cli record), det ble ikke spilt på denne datamaskinen.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Ingen fullførte spill med disse reglene ennå.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>Historikken er ikke tilgjengelig akkurat nå.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Ingen spill med disse reglene er spilt på denne datamaskinen ennå; kryss av for «Ta med importerte og innleste spill» for å se de andre.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Toppliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Bare poeng uten &amp;angre eller tips</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>Ta med &amp;datamaskinspillere</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>Ta med &amp;importerte og innleste spill</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Spill som ikke er spilt på denne datamaskinen: importert fra en historikkfil eller lest inn fra en fil. De er merket slik i merknadene.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Kast terningene først; så kan et tips si hva du bør holde av.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Regner ut det beste spillet for disse reglene…</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spillere og poeng</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>med hjelp</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>innlest</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importert</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>ekte terninger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>på nett</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <source>{name} {total} (won the tie-break)</source>
        <translation>{name} {total} (vant ved avgjørelse)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen fullførte spill ennå.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Ingen spill passer til disse filtrene. Prøv alle regler, alle personer, alle datoer eller Også datamaskiner.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>Viser {count} spill: {filters}</numerusform>
            <numerusform>Viser {count} spill: {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>Viser de {shown} nyeste av {count} spill: {filters}</numerusform>
            <numerusform>Viser de {shown} nyeste av {count} spill: {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Velg et spill å gå gjennom.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>Gå gjennom beslutningene i det valgte spillet</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Slett spill</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Slette spillet {rules} fra {when} ({players}) for godt?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>Poengene forsvinner fra Topplisten og Statistikken; det kan ikke hentes tilbake.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historikk</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Hva hver spiller førte inn i det valgte spillet</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Gå gjennom…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slett…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>Det valgte spillet, runde for runde:</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Lagre blokken som &amp;PDF…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Runde {turn}, spilt av en datamaskin mens {name} var borte: {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Runde {turn}: {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Dette spillet kan ikke vises runde for runde: {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Vær vert for et spill</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Velg regler og plasser. Gjester blir med fra sine egne datamaskiner med romkoden som neste vindu viser.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;navn:</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Andre &amp;personer ved denne datamaskinen:</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Datamaskiner:</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Gjester (ledige plasser):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Start rommet</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Bli med i et spill</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Spill på dette nettverket:</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adresse:port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Vert:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Rom&amp;kode:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;navn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Bli med</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host}: {rules}, pågår, på {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host}: {rules}, ledige plasser: {open}, på {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>Spillet har begynt: bare dets egne gjester blir med igjen, hver på sin plass.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>Verten spiller {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>oppgi verten som adresse:port</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Kobler til…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} spiller {rules}. Venter på at alle plassene blir tatt…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>forbindelsen til verten er borte: bli med igjen</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – {host}s spill</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Forlat spillet</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Forlate spillet? Spillet med {names} er ikke ferdig.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Plassen din tas vare på: Bli med i et spill tar den tilbake med den samme romkoden.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>&amp;Forlat spillet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>jokersiden, verdt {value}</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>bokstaven {letter}, verdt {value}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Hosting a Game</source>
        <extracomment>the room closed with the lobby</extracomment>
        <translation>Vert for et spill</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>Spillet fortsetter der det var; gjestene tar plassene sine igjen med den samme romkoden.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Gi de andre denne romkoden:</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Gjester på dette nettverket finner rommet under Bli med i et spill; gjester andre steder skriver {address}.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plasser:</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Hva rommet sier:</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Start (datamaskiner tar de ledige plassene)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (borte: en datamaskin spiller)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>La en &amp;datamaskin spille for {name} til de er tilbake, på:</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} er borte: rommets vindu kan la en datamaskin spille for dem.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – vert for {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Alle gjestene blir koblet fra. Spillet tas vare på: Spill ▸ Uferdige spill åpner rommet igjen, og gjestene kobler seg til med den samme romkoden.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Alle gjestene blir koblet fra, og spillet kan ikke fortsettes: historikken på denne datamaskinen er ikke åpen.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Lukk rommet</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>Lukke rommet? Spillet med {names} er ikke ferdig.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>&amp;Lukk rommet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Tilbakeblikk: hva terningene kunne bli</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Hvis blokk</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rute</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Skrevet</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Størst</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Hver rute: tallet som ble skrevet, og det størst mulige</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>I ord</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>ingen (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} feillest</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} skrev {number} ({words}): ikke noe tall som terningene ga, passet i ruten.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}): det størst mulige med de terningene.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}): det størst mulige med de terningene var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} skrev {number} ({words}) og leste feil: ikke noe tall som terningene ga, passet i ruten.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}) og leste feil: det størst mulige med de terningene.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}) og leste feil: det størst mulige med de terningene var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} skrev X: ikke noe tall som terningene ga, passet i ruten.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} skrev X: det størst mulige med de terningene.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev X: det størst mulige med de terningene var {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Slå opp et ord</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Er det et ord i dette spillet? Skriv ett ord:</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Ord å slå opp</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Slå opp</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Ordlisten: vanlige engelske ord i amerikansk og britisk stavemåte, uten forkortelser, egennavn, slang og fremmedord. Familiefilteret er på: støtende ord avvises.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Ordlisten: vanlige engelske ord i amerikansk og britisk stavemåte, uten forkortelser, egennavn, slang og fremmedord. Familiefilteret er av: personer kan spille støtende ord; datamaskiner gjør det aldri.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{app} — {rules}</source>
        <translation>{app} — {rules}</translation>
    </message>
    <message>
        <source>{minutes}:{seconds} left this turn</source>
        <translation>{minutes}:{seconds} igjen av turen</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Lagrer ikke: {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} har ingen gjennomgang.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Beregner det beste spillet for {rules} for å gå gjennom spillet…</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Regler — {rules}</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Om {app}</translation>
    </message>
    <message>
        <source>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Place Value Yahtzee and your own house rules, scored exactly. MIT licence.</source>
        <translation>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Plassverdi-Yatzy og dine egne husregler, nøyaktig telt. MIT-lisens.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Kast</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>Det beste trekket og de to neste, fra strategimotoren (H). Brukes det, merkes spillet som hjulpet.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Skynd på (Mellomrom)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Tid igjen av turen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Spill &amp;igjen</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>&amp;Uferdige spill…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>Topp&amp;liste…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historikk…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistikk…</translation>
    </message>
    <message>
        <source>House &amp;Rules…</source>
        <translation>Hus&amp;regler…</translation>
    </message>
    <message>
        <source>&amp;Print Score Card…</source>
        <translation>Skriv &amp;ut blokken…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Lagre blokken som P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;vslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Klasserom</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>Spillebordet til visning foran klassen: blokken, terningene og hvem som står for tur, så stort som vinduet tillater (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animasjonshastighet</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rask</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Av</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Hurtigtaster</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>Spillet kunne ikke gås gjennom</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>Statistikken trenger historikken, som ikke kan åpnes.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>&amp;Skrivebordets språk</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>Vær v&amp;ert for et spill…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>&amp;Bli med i et spill…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>&amp;Onlinerommet…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>Tre par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Fem like</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Full straight</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Hytte</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tårn</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>score {box}</source>
        <translation>før inn {box}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>hold av {dice}</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>kast alle på nytt</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Datamaskin {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Navn på spiller {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Spiller {number} er</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(fjernet)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gjenopprett</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Fjern denne spilleren</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Gjenopprett denne spilleren</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Spiller {number}: {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>Andre regler er allerede lagret som &apos;{id}&apos; ({old}). Erstatte dem med filens {new}?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Behold begge lagrer filens regler som &apos;{id}&apos;. Spill som allerede er spilt, beholder de nøyaktige reglene sine uansett.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} er lagret som &apos;{id}&apos; og valgt.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} kunne ikke lagres: {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} er slettet.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>Slette {rules}?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Med ekte terninger er hver spiller en person ved bordet: gjør spiller {number} til en person.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Rediger…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;y…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>&amp;Åpne fil…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Åpne en regelfil for alle slags spill, for eksempel en lærers egen plassverdiblokk: den kontrolleres, lagres og vises her fra da av.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slett…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>&amp;Legg til spiller</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Spillere (1 til 8):</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>Ekte terninger ved &amp;bordet: skriv inn hva de viser</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Kast deres egne terninger og skriv eller klikk hva de viser; blokken regner ut poengene, med tips, angre og gjennomgang, og spillet lagres som et spill med ekte terninger.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Slett disse lagrede reglene; spill som allerede er spilt med dem, beholder dem.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Innebygde regler kan ikke slettes.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Åpne regelfil</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regelfiler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstatt</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Behold &amp;begge</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Ingenting ble åpnet.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Slett regler</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Spill som allerede er spilt med dem, beholder de nøyaktige reglene sine i historikken.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{value}%</source>
        <extracomment>a share in per cent: the languages of Scandinavia, Germany and France put a space before the sign</extracomment>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>OnlineComputers</name>
    <message>
        <source>The computer plays as {level} until its strategy is ready.</source>
        <translation>Datamaskinen spiller som {level} til strategien er klar.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Et spill over nettet fortsetter til slutten: vær vert for eller bli med i et annet fra Spill-menyen i hovedvinduet.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Angre finnes ikke i et spill mellom datamaskiner.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (her)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (datamaskin)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>ledig plass</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (hos verten)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (tilkoblet)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (borte)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>Terningene kontrolleres…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>et valg i terningspillet er en rutes id</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har ingen rute {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} er allerede ført inn</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Øvre del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre del</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} poeng når den øvre summen er {threshold} eller mer.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Sum øvre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Sum nedre</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} poeng for hver ekstra {box}: kryss av her.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus for like</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Gir {points} poeng</numerusform>
            <numerusform>Gir {points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Summen av alle terningene</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Legg bare sammen terningene som viser {face}</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Legg sammen terningene i den</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Gir {points} ved {threshold} eller mer</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} poeng for hvert ekstra kast der alle terningene viser det samme: kryss av her.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øvre del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre del</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Sum øvre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Sum nedre</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus for like</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsum</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} poeng. {rule}</numerusform>
            <numerusform>{box}: {points} poeng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player}: {points} poeng</numerusform>
            <numerusform>{box}, {player}: {points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box}: ikke tillatt nå. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: ikke tillatt nå. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box}: {points} hvis du fører nå. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player}: {points} hvis du fører nå</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box}: {points} hvis du fører nå (joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player}: {points} hvis du fører nå (joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledig. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledig</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>Rutene i øvre del lagt sammen.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summen pluss bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Rutene i nedre del lagt sammen.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} for flere {box}-kast.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alt lagt sammen.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} av {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, utenfor rekkevidde</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, ingenting ennå</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} poeng når summen i øvre del når {threshold}.</numerusform>
            <numerusform>{points} poeng når summen i øvre del når {threshold}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det er {points} poeng foran normen (en lik andel for hver verdi).</numerusform>
            <numerusform>{tip} Det er {points} poeng foran normen (en lik andel for hver verdi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det er {points} poeng bak normen (en lik andel for hver verdi).</numerusform>
            <numerusform>{tip} Det er {points} poeng bak normen (en lik andel for hver verdi).</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>utenfor rekkevidde</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Utenfor rekkevidde: {sum} så langt, og de ledige rutene i øvre del kan gi høyst {possible}.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} {sum} så langt; {needed} gjenstår.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} Det er nøyaktig på normen (en lik andel for hver verdi).</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>Forbereder Eksperten for {rules}: den spiller så snart strategien er klar.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Like summer ble avgjort av øvre del, slik disse reglene sier.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Tips: {move} (forventet sluttsum {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Tips: {move} (forventet sluttsum {score}); deretter {others}.</translation>
    </message>
    <message>
        <source>{move} ({less} less)</source>
        <translation>{move} ({less} mindre)</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>{hint} (Approximate: these rules are too large to solve.)</source>
        <translation>{hint} (Omtrentlig: disse reglene er for store til å løses.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} ({left} igjen)</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Forventet sluttsum: {best:.1f} med det beste trekket, {yours:.1f} med ditt (poeng som gjenstår).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Ingen beslutninger å gå gjennom for denne spilleren.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Perfekt spill: den ene beslutningen din var den beste.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spill: den ene beslutningen din var den beste (omtrentlig: disse reglene er for store til å løses).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Perfekt spill: hver eneste av {count} beslutninger var den beste.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spill: hver eneste av {count} beslutninger var den beste (omtrentlig: disse reglene er for store til å løses).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslutning; {total:.1f} forventede poeng tapt i alt. Den dyreste beslutningen var i runde {turn} ({loss:.1f} poeng).</numerusform>
            <numerusform>{count} beslutninger; {total:.1f} forventede poeng tapt i alt. Den dyreste beslutningen var i runde {turn} ({loss:.1f} poeng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslutning; {total:.1f} forventede poeng tapt i alt (omtrentlig: disse reglene er for store til å løses). Den dyreste beslutningen var i runde {turn} ({loss:.1f} poeng).</numerusform>
            <numerusform>{count} beslutninger; {total:.1f} forventede poeng tapt i alt (omtrentlig: disse reglene er for store til å løses). Den dyreste beslutningen var i runde {turn} ({loss:.1f} poeng).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Du valgte</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>tapte forventede poeng</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>tapte poeng</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>spill {game}: {value:.1f} forventede poeng tapt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>De dyreste beslutningene:</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Tall med 3 på plassen for hundrere</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Tall med 5 på plassen for enere</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Tall med 2 på plassen for tiere</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Tall med 6 på plassen for tusener</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Tall der sifrene for tusener og enere blir 9 til sammen</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Tall med tverrsum 13</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Tall med to like sifre</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Tall med tre like sifre</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hvilket som helst tall kan skrives her</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Legg terningene sammen til et tall (klikk på dem eller skriv det), og velg så en rute.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>timillioner</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millioner</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundretusener</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>titusener</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusener</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundrere</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>enere</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tideler</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundredeler</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusendeler</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>titusendeler</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>timillion</translation>
    </message>
    <message>
        <source>million</source>
        <translation>million</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>hundretusen</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>titusen</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>tusen</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>hundre</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tier</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>hele tall</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>tidel</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>hundredel</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>tusendel</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>titusendel</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>ruten &apos;{box}&apos; er allerede fylt ut</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>lærerens regel gjelder: læreren markerer om tallet ble lest riktig opp</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Tall med {digit} på plassen for {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} har {got}, ikke {digit}, på plassen for {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Tall der sifrene for {places} blir {total} til sammen</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>sifrene for {places} i {number} blir {got}, ikke {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Tall med tverrsum {total}</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>tverrsummen av {number} er {got}, ikke {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Tall med {count} like sifre</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} har ikke {count} like sifre</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER! Hvilket som helst tall</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Partall</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Oddetall</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} er et oddetall: enersifferet er {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} er et partall: enersifferet er {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Tall som avrundet til nærmeste {unit} blir {value}</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} avrundet til nærmeste {unit} blir {got}, ikke {value}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>&apos;{text}&apos; er ikke et tall: skriv bare sifre (og et desimaltegn for desimaler), tusener uten skilletegn</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} har et desimaltegn; disse tallene er hele tall</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} har {got} desimal; disse tallene har {decimals} (ned til {place})</numerusform>
            <numerusform>{text} har {got} desimaler; disse tallene har {decimals} (ned til {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} har {got} siffer; hvert tall her har {dice}, ett per terning</numerusform>
            <numerusform>{number} har {got} sifre; hvert tall her har {dice}, ett per terning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} må ha {decimals} desimal</numerusform>
            <numerusform>{number} må ha {decimals} desimaler</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>sifrene i {number} er ikke terningene {dice}: hver terning brukes én gang, som ett siffer</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} har sifferet {digit}, som ingen terning viser</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} begynner med 0; et tall begynner aldri med 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} sekssidede terninger (1 til 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} tisidede terninger (0 til 9); et tall begynner aldri med 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} sekssidede terninger (1 til 6); tallene har {decimals} desimal.</numerusform>
            <numerusform>{count} sekssidede terninger (1 til 6); tallene har {decimals} desimaler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} tisidede terninger (0 til 9); et tall begynner aldri med 0; tallene har {decimals} desimal.</numerusform>
            <numerusform>{count} tisidede terninger (0 til 9); et tall begynner aldri med 0; tallene har {decimals} desimaler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Kast alle terningene én gang.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Kast alle terningene; behold dem du vil, og kast de andre én gang til, eller stopp.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Kast alle terningene; behold dem du vil, og kast de andre på nytt, opptil {rolls} kast i alt, eller stopp.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Legg så alle terningene sammen til ett tall, ett siffer per terning, og skriv det i en ledig rute der vilkåret er oppfylt; eller skriv en X i hvilken som helst ledig rute. Hver rute fylles ut én gang.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>Til slutt går hver rutes poeng til alle som skrev det største tallet der (en X teller som 0, så der alle skrev X, får alle poenget). Flest poeng vinner; ved likhet blir det et avgjørende kast: det største tallet av ett kast til vinner.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Lærerens regel: les tallet høyt før det skrives; læreren markerer riktig (R) eller feil (W). Et feillest tall gir ikke poeng.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutene</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>et tall med {digit} på plassen for {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>et tall der sifrene for {places} blir {total} til sammen</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>et tall med tverrsum {total}</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>et tall med {count} like sifre</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>et tall som avrundet til nærmeste {unit} blir {value}</translation>
    </message>
    <message>
        <source>{label}: {meaning}</source>
        <translation>{label}: {meaning}</translation>
    </message>
</context>
<context>
    <name>Place Value score card</name>
    <message>
        <source>Place Value Yahtzee Score Card</source>
        <translation>Plassverdi-Yatzy-blokk</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Rute</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Poeng (vunne ruter)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>feillest: ingen poeng</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Skriv et tall med {digits} sifre eller en X i hver rute.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv et tall med ett siffer før desimaltegnet og {decimals} etter, eller en X, i hver rute.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv et tall med {whole} sifre før desimaltegnet og {decimals} etter, eller en X, i hver rute.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Hvis ikke noe tall du kan legge, passer i en ledig rute, skriv en X i hvilken som helst ledig rute.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>Til slutt sammenligner dere tallene i hver rute: det største tallet ringes inn og gir et poeng, og like store største tall gir et poeng hver. En X teller som 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Les tallet ditt høyt: et feillest tall gir ikke poeng.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>Flest poeng vinner. Elever med like mange kaster én gang til: det største tallet av det kastet vinner.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinner med {points} poeng.</numerusform>
            <numerusform>{name} vinner med {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} har {points} poeng hver; {winner} vinner det avgjørende kastet og spillet.</numerusform>
            <numerusform>{names} har {points} poeng hver; {winner} vinner det avgjørende kastet og spillet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
</context>
<context>
    <name>PlaceValueCard</name>
    <message>
        <source>{digit} in the {place}</source>
        <translation>{place}: {digit}</translation>
    </message>
    <message>
        <source>{places} = {total}</source>
        <translation>{places} = {total}</translation>
    </message>
    <message>
        <source>digit sum {total}</source>
        <translation>tverrsum {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} like sifre</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>avrundet til nærmeste {unit}: {value}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>joker: valgfritt tall</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>partall</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>oddetall</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: ledig.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledig</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box}: X, teller som 0; alle skrev X her, likt: ringet inn, 1 poeng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} skrev X, ringet inn</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box}: X, teller som 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} skrev X</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box}: {number}, feillest ved opplesingen: ingen poeng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} skrev {number}, feillest</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box}: {number}, det største tallet her: ringet inn, 1 poeng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} skrev {number}, ringet inn</translation>
    </message>
    <message>
        <source>{box}: {number}.</source>
        <translation>{box}: {number}.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}</source>
        <translation>{box}, {name} skrev {number}</translation>
    </message>
    <message>
        <source>Boxes won</source>
        <translation>Vunne ruter</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Vunne ruter: det største tallet i en rute vinner poenget; like tall vinner det alle; en X teller som 0, så en rute der alle skrev X, gir alle poenget; et feillest tall vinner ingenting.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Plassen for {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Plassen for {place}: slipp en terning her; klikk for å ta terningen tilbake</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Legg terning {die}, som viser {face}</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Legg terning {die} ({face}) på neste tomme plass, eller dra den til en plass</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Ingen gjenværende terning viser {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Skriv tallet, eller klikk på terningene nedenfor</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Tallet</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Skriv sifrene i rekkefølge; desimaltegn og skilletegn kan utelates</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Ta alle terningene ut av tallet</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Tallet med sin gruppering</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledig rute</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} passer ikke i «{box}».</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Dette tallet</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Størst</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Om tallet passer i hver ledig rute</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Skriv</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Skriv tallet i den valgte ruten (Enter)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>Skriv X</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Skriv en X i den valgte ruten: den teller som 0 (Ctrl+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Legg alle terningene sammen til ett tall:</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Skriv tallet i ruten som er valgt på blokken (Enter); Opp og Ned i tallfeltet velger en annen</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Kast terningene for å lage et tall.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Legg hver terning på en plass (eller skriv tallet).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>ingen (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} størst</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>passer ikke</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Sett først hver terning på en plass; vil du skrive en X her, trykk på Skriv X (Ctrl+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 til 9 (tisidige)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 til 6 (sekssidige)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>timillioner</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millioner</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundretusener</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>titusener</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusener</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundrere</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>enere</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tideler</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundredeler</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusendeler</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>titusendeler</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>må være et heltall fra 0 til {most}</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>må angi to eller flere plasser</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>hver plass kan angis én gang</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>må være tekst</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>terninger har 6 sider (1-6) eller 10 (0-9), ikke {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>må være 1 til {most}, ikke {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} sekssidige terninger kan falle i {orders} rekkefølger, for mange for datamaskinspillerne å vurdere (høyst {most}: opptil 7 sekssidige eller 5 tisidige terninger)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} tisidige terninger kan falle i {orders} rekkefølger, for mange for datamaskinspillerne å vurdere (høyst {most}: opptil 7 sekssidige eller 5 tisidige terninger)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>må være 0 til {most} for {dice} terninger, ikke {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>et kort har 1 til 20 ruter, ikke {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} brukes to ganger</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>disse tallene har ingen {place}</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>bare et heltall er partall eller oddetall: disse tallene har desimaler</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>disse tallene kan ikke avrundes til {place}</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>ingen terning viser {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>et tall begynner aldri med 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>de sifrene kan ikke bli {total} til sammen</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} sifre kan ikke bli {total} til sammen</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>må være 2 til {most}, ikke {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>ikke noe tall av disse terningene avrundes til det</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>A digit in a given place</source>
        <extracomment>the palette: (kind, its name in the form), in the order offered</extracomment>
        <translation>Et siffer på en bestemt plass</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>To plasser som blir et tall til sammen</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Alle sifre som blir et tall til sammen</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Flere av samme siffer</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker: hvilket som helst tall</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>Avrundes til et tall</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Et partall</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Et oddetall</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>plass</translation>
    </message>
    <message>
        <source>places</source>
        <translation>plasser</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>siffer</translation>
    </message>
    <message>
        <source>total</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>antall like</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>avrundet verdi</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>Kortet</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antall terninger</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Desimaler</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Kast per tur</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>Lærerens regel</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Umulig: ikke noe kast kan fylle den</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>hvert kast</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>under 0,1 % av kastene</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent} % av kastene</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Fylles av {chance}; best {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Rute {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Rute {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Plass:</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Siffer:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>og</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Plasser:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Sum:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Antall:</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Avrundet til:</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Avrundet:</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>I enheter av plassen det avrundes til: 36 til nærmeste heltall, 4 til nærmeste tusen (4 000), 525 til nærmeste tidel (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Hvilket som helst tall</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Enersifferet er 0, 2, 4, 6 eller 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Enersifferet er 1, 3, 5, 7 eller 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>En type denne versjonen ikke kjenner</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Tekst for rute {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Tall for rute {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Flytt rute {number} opp</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Flytt rute {number} ned</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Fjern rute {number}</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Rute {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>heltall</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (ikke på dette kortet)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Kortets navn</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Antall sifferterninger</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Terningenes sider</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>Siffer&amp;terninger:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sider:</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Desimaler:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>K&amp;ast per tur:</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Type rute å legge til</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Legg til rute</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Ruter:</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Endre rute {number}</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hvilket som helst tall kan skrives her</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>Legg til {kind}</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Flytt rute {number}</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (sifferterninger)</translation>
    </message>
</context>
<context>
    <name>PlaceValuePresenter</name>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{first}; then {next}</source>
        <translation>{first}; deretter {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Hvem begynner: den største summen. {rolls}. {name} begynner.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Like mange ruter, så de tok et avgjørende kast (største tall vinner): {rolls}. {name} vant det avgjørende kastet.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>ingen tall</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box}: {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tips: behold terning {dice} og kast igjen. Største tall: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tips: behold ingen terninger og kast igjen. Største tall: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tips: skriv X i {box}. Største tall: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tips: skriv {number} i {box}. Største tall: {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Tall</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>Datamaskinspillernes tabeller kunne ikke regnes ut</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Kast terningene først; et tips gjelder terningene på bordet.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Ingen tips: de nevner de største tallene, som undervisningsinnstillingene skjuler. Kryss av for «Vis det største tallet hver rute kan få, under spillet» i Nytt spill for å tillate dem.</translation>
    </message>
</context>
<context>
    <name>PlaceValueReview</name>
    <message>
        <source>{box}: X ({chance})</source>
        <translation>{box}: X ({chance})</translation>
    </message>
    <message>
        <source>{box}: {number}, misread (0%)</source>
        <translation>{box}: {number}, feillest (0 %)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box}: {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>I parentes: sjansen for at tallet vinner ruten sin mot tallene de andre spillerne pleier å skrive der.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>Den sterke spillerens valg var verdt {loss} ruter mer, regnet med hva hver rute er verdt spart til en senere tur.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Ingen turer å gjennomgå for denne spilleren.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Hver tur skrev det den sterke spilleren ville ha skrevet: ingenting gitt bort på {count} tur.</numerusform>
            <numerusform>Hver tur skrev det den sterke spilleren ville ha skrevet: ingenting gitt bort på {count} turer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} tur; {total} ruter gitt bort mot den sterke spilleren. Mest i tur {turn} ({loss} ruter, i {box}).</numerusform>
            <numerusform>{count} turer; {total} ruter gitt bort mot den sterke spilleren. Mest i tur {turn} ({loss} ruter, i {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Du skrev</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>Den sterke spilleren</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Gitt bort</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>ruter gitt bort</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>parti {game}: {value:.2f} ruter gitt bort</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Ruter gitt bort</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Hver tur mot det den sterke dataspilleren ville ha skrevet:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>Med fire per side får ikke blokkens {rows} rader plass på en firedel av siden: skriv ut én per side.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>skriveren, eller filen det skal skrives ut til, kunne ikke åpnes</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>Blokken tar {pages} sider: de {rows} radene får ikke plass på én.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Lukk uten å lagre</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>every language the app can speak, by code, named in that language the language Qt&apos;s own strings fall back to where Qt ships none (Bokmål: Danish is close; our own file for Qt&apos;s buttons is loaded first, see :func:`install`) Qt&apos;s own button texts (QMessageBox&apos;s and QDialogButtonBox&apos;s standard buttons), in the contexts Qt asks for them, so that our files carry them too: PySide6 ships no Qt translation for Bokmål, and ours is consulted before Qt&apos;s (see :meth:`Language.install`)</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nei til a&amp;lle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standard</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Les tallet høyt</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Riktig (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Feil (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Tilbake (Esc)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Les tallet ditt høyt for klassen: {number}.
Lærer: trykk R hvis det ble lest riktig, W hvis ikke.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Skriv de {count} terningene, for eksempel {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>«{typed}» er ikke en side på disse terningene; de viser {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Ingen av disse terningene kan vise «{typed}» ved siden av de andre.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Kast deres egne terninger, skriv hva de viser og trykk Enter; velg så en rute (en bokstav hopper dit) og trykk Enter.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Velg en rute for disse terningene (en bokstav hopper dit) og trykk Enter, eller skriv terningene på nytt for å rette dem.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>for eksempel {example}, så Enter</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Ekte terninger: skriv hva de viser</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Mens {name} var borte, spilte en datamaskin %Ln tur for {name}: {turns}.</numerusform>
            <numerusform>Mens {name} var borte, spilte en datamaskin %Ln turer for {name}: {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Tur {turn} ble spilt av en datamaskin mens {name} var borte.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>Tallene ovenfor og diagrammet regner ikke med de turene.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>En tur som en datamaskin spilte mens spilleren var borte (utelatt)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>{total:.1f} poeng tapt i alt.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>tapte poeng</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>spill {game}: {value:.1f} poeng tapt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>Rundene:</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>runde</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Gjennomgang — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spiller:</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} kan ikke leses: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} er ikke et filnavn.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} er ikke en fil (en mappe, et rør eller en enhet).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} er større enn {limit} byte, for stor for en regelfil.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} er ikke en regelfil: den er ikke UTF-8-tekst.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} er ikke en regelfil ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} kan ikke brukes: {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} er innebygd; det er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} er allerede lagret; det er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} er lagret og valgt; Nytt spill viser det fra nå av.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} erstatter det lagrede {other}.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} lagres som &apos;{id}&apos; (&apos;{file_id}&apos; er et innebygd regelsett) og er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} lagres som &apos;{id}&apos; (&apos;{file_id}&apos; er lagret for {other}) og er valgt.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>et annet av regelsettene dine heter allerede {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>et innebygd regelsett heter allerede {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>rute {number} heter allerede {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>La straighten inngå i kastet</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>La straightene inngå i kastet</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>oppgi sidene som heltall atskilt med komma, f.eks. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>oppgi heltall atskilt med komma, f.eks. 3, 2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>The file&apos;s version</source>
        <translation>Filens versjon</translation>
    </message>
    <message>
        <source>The file&apos;s game</source>
        <translation>Filens spill</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antall terninger</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Kast per tur</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Sparte kast</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Bonusgrense</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoeng</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Ekstrabonus for like</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Rekkefølge</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Ved likhet</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>section</source>
        <translation>del</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>face</source>
        <translation>side</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>antall</translation>
    </message>
    <message>
        <source>match</source>
        <translation>krav</translation>
    </message>
    <message>
        <source>group sizes</source>
        <translation>gruppestørrelser</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>forskjellige sider</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>sider</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>straightens lengde</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>Grensen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poengene</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>{box}, {field}</source>
        <translation>{box}, {field}</translation>
    </message>
    <message>
        <source>box {number} ({label})</source>
        <translation>rute {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>rute {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>Bonusen ved {threshold} kan aldri nås: rutene i øvre del gir høyst {reachable} til sammen</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>trenger en rute der alle terningene viser samme side</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>et regelsett har høyst én rute der alle terningene viser samme side ({box} er allerede en)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>nøyaktig kastet krever én side for hver av de {count} terningene</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} brukes allerede av {box}</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>siden {face} har allerede en rute ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>en rute for en side teller terningene som viser den siden (summen av terningene som brukes)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>sjanse teller summen av alle terningene</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>gjelder bare faste poeng, ikke {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} terninger, {rolls} kast per tur; hold av de terningene du vil, og kast de andre på nytt. Før så terningene inn i en ledig rute.</numerusform>
            <numerusform>{dice} terninger, {rolls} kast per tur; hold av de terningene du vil, og kast de andre på nytt. Før så terningene inn i en ledig rute.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutene</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>Ut fra {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (innebygd)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (ny)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Lagre endringene i {name}?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Merk: {note}</translation>
    </message>
    <message>
        <source>House Rules – {name}</source>
        <extracomment>the list of rulesets takes at most this share of the window&apos;s width (then names wrap; at 1024 x 768 the boxes table needs the room)</extracomment>
        <translation>Husregler – {name}</translation>
    </message>
    <message>
        <source>House Rules – {name}*</source>
        <translation>Husregler – {name}*</translation>
    </message>
    <message>
        <source>Expected score with best play: {score}</source>
        <translation>Forventet poengsum med beste spill: {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Forventet poengsum med beste spill: {score} (sammenligner med {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Forventet poengsum med beste spill: {before} → {after}, +{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Forventet poengsum med beste spill: {before} → {after}, −{change} (mot {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Omtrentlig: {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Nøyaktig uten sparte kast ({value}), pluss sparte kast brukt der et nytt kast lønner seg: Eksperten får minst så mye i snitt.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Sjanse for bonusen: regner… ({percent} % ferdig)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Sjanse for bonusen med beste spill: {percent} %</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Sjanse for bonusen: omtrent {percent} % (i {games} simulerte spill der Eksperten spiller)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Ingen bonus i disse reglene</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Forventet poengsum med Ekspertens spill: {score} ± {error} ({games} simulerte spill)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Forventet poengsum med Ekspertens spill: regner… {score} ± {error} etter {games} av {total} simulerte spill</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Forventet poengsum: {score} (sammenligner med {name}: {games} av {total} simulerte spill…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Forventet poengsum med Ekspertens spill: {before} → {after}, +{change} ± {error} (mot {name}, {games} simulerte spill hver)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Forventet poengsum med Ekspertens spill: {before} → {after}, −{change} ± {error} (mot {name}, {games} simulerte spill hver)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Forventet poengsum: {after} ({after_kind}); {name}: {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>nøyaktig, med beste spill</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} simulerte spill med Ekspertens spill</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Forventet poengsum: {score} (sammenligner med {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Forventet poengsum: {before} → {after}, +{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Forventet poengsum: {before} → {after}, −{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Forventet poengsum: {score} ± {error} ({games} spill)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Forventet poengsum: {score} ± {error} etter {games} av {total} spill…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Forventet poengsum: {score} (mot {name}: {games} av {total} spill…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Forventet poengsum: {before} → {after}, +{change} ± {error} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Forventet poengsum: {before} → {after}, −{change} ± {error} (mot {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>nøyaktig</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} spill</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mitt {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopi av {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Kopi {number} av {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>Slette {name}? Spill som allerede er spilt med dem, beholder sine nøyaktige regler i historikken; bare regelsettet tilbys ikke lenger for nye spill.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} er slettet; spill som er spilt med det, beholder reglene sine.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} inneholder regler for {game}, som ikke kan lages her.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Historikkfilen kunne ikke åpnes, så ingenting kan lagres.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Ingenting ble importert: {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} ble åpnet, men er ikke lagt til ennå: {problem}. Rett det, og velg så Lagre.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} er importert.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Ingenting ble eksportert: {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} er eksportert.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Regelsett</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliser</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Gi nytt nav&amp;n…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>S&amp;lett…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;ksporter…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>Lagre tom &amp;blokk som PDF…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>En tom blokk med disse reglene og en kolonne til hver spiller å skrive i, til utskrift.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Regelsett (de innebygde kan ikke endres):</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Problemer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Prøv et kast</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>Regel&amp;hjelp</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Lagret: {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Tilbakestill</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gjør om</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ulagrede endringer</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Lagre endringene i disse reglene?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>Et innebygd regelsett kan ikke endres; Dupliser lager en kopi som kan endres.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Ingen problemer: reglene kan lagres og spilles.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>Regelhjelpen vises når reglene ikke har noen problemer.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>Reglene har problemer; rett dem først.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>Endringene i {name} kan ikke lagres så lenge reglene har problemer (vist i skjemaet). Forkaste dem?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} ble ikke lagret: reglene har problemer; rett dem først.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>Lagring krever historikkfilen, som ikke kunne åpnes.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Lagre reglene for spill</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Forventet poengsum: rett problemene først</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Forventet poengsum: regner…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Sjanse for bonusen: etter forventet poengsum</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Nøyaktig: den optimale strategien, beregnet for disse reglene.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Sjanse for bonusen: regner…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Gi nytt navn</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt navn:</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Slett regelsett</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Importer regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regelsett (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Eksporter regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regelsett (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Poengblokk</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rute</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsum</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinner med {points} poeng.</numerusform>
            <numerusform>{name} vinner med {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Sluttresultat for {name}: {points} poeng.</numerusform>
            <numerusform>Sluttresultat for {name}: {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} deler førsteplassen med {points} poeng.</numerusform>
            <numerusform>{name} deler førsteplassen med {points} poeng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Sum: alt lagt sammen.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box}: {points} poeng.</numerusform>
            <numerusform>{box}: {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name}: {points} poeng</numerusform>
            <numerusform>{box}, {name}: {points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box}: ikke tillatt nå. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name}: ikke tillatt nå. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box}: {points} hvis du fører nå.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name}: {points} hvis du fører nå</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: ledig.</translation>
    </message>
    <message>
        <source>{box}, {name}: open</source>
        <translation>{box}, {name}: ledig</translation>
    </message>
    <message>
        <source>{name}: person</source>
        <translation>{name}: person</translation>
    </message>
    <message>
        <source>{name}: person, playing now</source>
        <translation>{name}: person, spiller nå</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name}: datamaskin ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name}: datamaskin ({level}), spiller nå</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Blokk</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Lagrer ikke: historikken din er ikke tilgjengelig denne gangen.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Historikken din er ikke tilgjengelig denne gangen: {reason} Du kan spille, men spill blir ikke lagret.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Historikken din kunne ikke åpnes ({kind}: {reason}). Du kan spille, men spill blir ikke lagret.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Spillet ditt som pågår, er åpent i et annet Yacht Dice-vindu, så det tilbys ikke her.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Du har et uferdig spill {rules} ({names}), runde {turn}. Vil du fortsette det?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Du har et uferdig spill {rules} med ekte terninger ({names}), runde {turn}. Vil du fortsette det?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Historikken din er ikke tilgjengelig denne gangen, så regler kan ikke lagres.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Historikken din er ikke tilgjengelig denne gangen, så ingenting kan slettes.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Historikken din er ikke tilgjengelig, så det er ingen uferdige spill å vise.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Fortsett spill</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Nytt spill legger det til side under Spill ▸ Uferdige spill; Ikke nå tar vare på det og tilbyr det igjen neste gang.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsett</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>&amp;Ikke nå</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Forlat spillet</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Forlate spillet som pågår?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Det tas vare på under Spill ▸ Uferdige spill, der du kan fortsette det.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Det kunne ikke lagres, så det går tapt.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Forlat</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Spill videre</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Noen innstillinger kunne ikke leses og ble lagt til side som {file}; standardverdiene brukes i stedet.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Noen innstillinger kunne ikke leses; standardverdiene brukes i stedet.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Mellomrom eller R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>Kast terningene (i datamaskinens tur: skynd på den)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Kast igjen fra ordfeltet (bokstavterninger)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Tips mens du skriver i ordfeltet, der H skriver en H (bokstavterninger)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Slå opp et ord: er det tillatt i dette spillet? (bokstavterninger)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Sider, så Enter</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Ekte terninger: hva kastet ditt viser, skrevet i feltet (66625; Mellomrom eller R flytter tastaturet dit)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 til 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Hold av eller slipp den terningen</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Opp og Ned</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Gå gjennom de ledige rutene dine på blokken</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>En bokstav</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Hopp til den neste ledige ruten din som har et navn som begynner med den</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 til Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Hopp til ruten som er navngitt med det sifferet, eller til den sidens rute i øvre del</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Før inn den valgte ruten</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Angre det du sist holdt av eller førte inn denne turen</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Tips: det beste trekket og de to neste (merker spillet som hjulpet)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Toppliste</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game being played</source>
        <translation>Reglene for spillet som spilles</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Klasseromsvisning: bordet for et rom eller en projektor</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fullskjerm</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Skynd på en datamaskinspiller</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Avslutt (spillet lagres)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Lyd er ikke tilgjengelig: denne installasjonen av Yacht Dice mangler QtMultimedia (PySide6-Addons). Brukerveiledningen forklarer hvordan du legger det til.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Lyd (ikke installert)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Poeng over tid</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Poengfordeling</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>Hvor poengene kommer fra</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>personlig rekord</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>best av alle spillere</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>best av alle personer</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} t {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Extra bonuses</source>
        <translation>Ekstrabonuser</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>optimalt spill {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Best: {score} den {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Verst: {score} den {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>mot {opponent}: {wins} vunnet, {losses} tapt, {ties} uavgjort</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Viser: {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 i {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>Åpne gjennomgangen av dette spillet</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>Statistikken kunne ikke beregnes</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Leser historikken din for første gang: statistikken vises om et øyeblikk.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Ingen spill passer til disse filtrene. Kryss av for flere under Spill og Terninger ovenfor, eller velg alle regler, alle personer eller alle datoer.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Ingen spill passer til disse filtrene; med kryss for «{box}» ville {games} spill passe.</numerusform>
            <numerusform>Ingen spill passer til disse filtrene; med kryss for «{box}» ville {games} spill passe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Ingen spill passer til disse filtrene; uten kryss for «{box}» ville {games} spill passe.</numerusform>
            <numerusform>Ingen spill passer til disse filtrene; uten kryss for «{box}» ville {games} spill passe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Ingen spill passer til disse filtrene; med «{choice}» valgt ville {games} spill passe.</numerusform>
            <numerusform>Ingen spill passer til disse filtrene; med «{choice}» valgt ville {games} spill passe.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Ingen fullførte spill ennå. Spill et spill til slutt, så vises statistikken din her: poeng over tid, spredningen deres, hvor poengene kommer fra og hvor nær valgene dine kommer de beste.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Velg ett sett regler ovenfor for å se, rute for rute, gjennomsnittet ditt ved siden av optimalt spills.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} Beslutningskvalitet vises for spill med en gjennomgang.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Ingen spill her er gått gjennom ennå. Gjennomganger beregnes i bakgrunnen mens dette vinduet er åpent; hvert spill gås gjennom én gang.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>Disse spillene har ingen av spillerens egne avgjørelser å vise: en datamaskin spilte hver tur for spilleren mens vedkommende var borte.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>Bare {game}: velg et sett regler ovenfor for å se et annet spills.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Eksporter spill som CSV…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Går gjennom spill: %v av %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} poeng i {games} spill</numerusform>
            <numerusform>{points} poeng i {games} spill</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Velg en spiller for å se seirene og tapene mot hver motstander.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Ikke talt med her: {games} spill der resultatet ikke er poeng (vunne ruter). Velg reglene for å se det.</numerusform>
            <numerusform>Ikke talt med her: {games} spill der resultatet ikke er poeng (vunne ruter). Velg reglene deres for å se dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gjennomsnitt</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Ruten Alle like</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Spilletid</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Best: —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Verst: —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Lagre som PNG…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spill</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>snitt av siste 50</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spill</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>spillene dine</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimalt spill</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>snittet ditt</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>poeng per spill</translation>
    </message>
    <message>
        <source>you</source>
        <translation>deg</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>gjennomgått spill</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date}: {points} poeng (spill {game})</numerusform>
            <numerusform>{date}: {points} poeng (spill {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>tapte forventede poeng</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>snitt av siste 10</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>Lagre {chart}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-bilde (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Eksporter spill</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Rolls the dice that are not held (Space or R).</source>
        <translation>Kaster terningene som ikke er holdt av (Mellomrom eller R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Foreslår det beste trekket (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Angrer det siste trekket ditt (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Lar datamaskinen spille raskere (Mellomrom).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Spillerne er kolonner, rutene er rader. Opp og Ned flytter mellom de ledige rutene dine, en bokstav hopper til neste rute som begynner med den, Enter fører inn ruten.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Trykk på tallet til en terning for å holde av eller slippe den.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Plassverdi-Yatzy spilles mot noen: legg til en spiller (en datamaskin går fint).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>&amp;Lærerens regel: elevene leser hvert tall høyt, og læreren vurderer det</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Før et tall skrives, leser eleven det høyt; læreren trykker R (lest riktig) eller W (feil). Et feillest tall blir stående på blokken, men gir ikke poeng.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Vis tallet med &amp;ord under spillet</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Av: elevene leser sifrene selv. Når spillet er slutt, vises hvert tall med ord uansett. Mens en elev leser høyt etter lærerens regel, vises ordene aldri.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>Vis det &amp;største tallet hver rute kan få, under spillet</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Av: å finne det største tallet er elevenes oppgave. Når spillet er slutt, vises for hver rute tallet som ble skrevet, og det største terningene kunne gi.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Filen til denne blokken slår på lærerens regel.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>&amp;Følg skrivebordet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lyst</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørkt</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Høy kontrast</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>et trekk i Trippel-Yahtzee er en rute og kolonnen dens</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har ingen rute {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>kolonnene er ×1, ×2 og ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} i {column} er allerede ført inn</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Jokerregel: et kast med bare {face}-ere må føres i {box} i en kolonne der den er ledig.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Jokerregel: når {box} er fylt ut i hver kolonne, må en ledig rute i nedre del ta dette kastet.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Trippel-Yahtzee</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Trippel-Yahtzee, faste sjetonger</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>Slik spiller man</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutene</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Hver spiller har tre kolonner med Yahtzees tretten ruter: ×1, ×2 og ×3. I hver tur kaster du fem terninger opptil tre ganger og holder av dem du vil mellom kastene; så fører du kastet i en hvilken som helst ledig rute i en hvilken som helst kolonne: 39 turer i alt.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Hver kolonne får sin egen bonus (35 poeng ved 63) og legges sammen for seg; summen teller én, to eller tre ganger, og totalsummen legger sammen de tre.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>Når alle tre Yahtzee-rutene er fylt ut, er en Yahtzee en joker: den må føres i sin rute i øvre del i en kolonne der den er ledig; er ingen ledig, i en hvilken som helst ledig rute i nedre del, som den fyller som om den oppfylte rutens krav; er ingen rute i nedre del ledig heller, i en ledig rute i øvre del, for null.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>Når alle tre Yahtzee-rutene har 50, gir hver ny Yahtzee også en bonussjetong: 100 poeng ganger faktoren for kolonnen den føres i.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>Når alle tre Yahtzee-rutene har 50, gir hver ny Yahtzee også en bonussjetong på 100 poeng, uansett hvilken kolonne den føres i.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Bonussjetonger</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>Når alle tre Yahtzee-rutene har 50: 100 poeng ganger kolonnens faktor for hver ny Yahtzee som føres i den.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>Når alle tre Yahtzee-rutene har 50: 100 poeng for hver ny Yahtzee.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolonnesum</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>Kolonnens ruter og bonus ganger faktoren, pluss sjetongene.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øvre del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre del</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Bonussjetonger</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolonnesum</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsum</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player}: {points} ført, {counted} teller</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player}: {points} hvis du fører nå, {counted} teller</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player}: {points} hvis du fører nå (joker), {counted} teller</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: ikke tillatt nå. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledig</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player}: {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} poeng når en kolonnes sum i øvre del når {threshold}, regnet i den kolonnen.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>Kolonnens ruter, bonus og sjetonger, summen ganger {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>utenfor rekkevidde</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (tre kolonner)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Velg en rute i en hvilken som helst kolonne med piltastene og Enter, eller klikk på den.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Kast terningene først; så kan et tips si hva du bør holde av.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Tips: hold av {dice} og kast igjen.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tips: kast alle terningene igjen.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Tips: før kastet i {place}.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Skriv {count} terning eller trykk Kast.</numerusform>
            <numerusform>Skriv {count} terninger eller trykk Kast.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>Disse terningene kan ikke prøves: {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Ekstrabonus for dette kastet: {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>f.eks. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Terninger å prøve</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>f.eks. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>K&amp;ast</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Rute for like</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ledig</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>fylt ut med poeng</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>fylt ut med null</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Utfylte ruter</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rute</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Kastets poeng</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Rute for like:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Utfylte ruter (kryss av for å markere):</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Rett problemene i reglene for å prøve et kast.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>terninger er heltall atskilt med mellomrom</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Spillet er over: {name} vinner</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Spillet er over: uavgjort, {name} vinner omspillet</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Spillet er over: {names} og {last} deler seieren</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} av {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Nå spiller {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Kast</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Ingen kast igjen – før inn en rute</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Kast ({left} igjen)</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Kast ({left} igjen, {saved} spart)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Start et nytt spill med Ctrl+N, eller spill igjen fra Spill-menyen.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Tiden er ute – skriv en null</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>Tiden er ute: bare en null kan føres. Velg en rute og trykk Enter.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Trykk Mellomrom eller Esc for å skynde på datamaskinen.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>Det er {name}s tur, som spilles ved en annen datamaskin.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Trykk Mellomrom eller R for å kaste.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Ingen kast igjen. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Klikk på terninger eller trykk 1–{dice} for å holde dem av; {key} kaster igjen. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · runde {turn} av {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>Åpent i et annet vindu</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, på nett</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, ekte terninger</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} av {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Slette det uferdige spillet {rules} ({names}) for godt?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Slette det uferdige spillet {rules} ({names}, runde {turn}) for godt?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Uferdige spill</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsett</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slett…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Ingen uferdige spill.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Slett uferdig spill</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Det kan ikke fortsettes etterpå.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Kast terningene opptil tre ganger og hold av dem du liker, fyll så inn en rute på blokken din; når alle rutene er fylt, vinner den høyeste summen.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>Reglene; Hjelp ▸ Hurtigtaster viser alle tastene</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Det navnet kan ikke brukes: {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Velkommen til Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Navnet ditt</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Navnet ditt:</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Hopp over</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>2-bokstavsord</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>3-bokstavsord</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>4-bokstavsord</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>5-bokstavsord</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>6-bokstavsord</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Ett ord</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>To ord</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Tre ord</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Bare konsonanter</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Bare vokaler</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
    <message>
        <source>Yahtzee Word</source>
        <translation>Yahtzee-ord</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee rules</name>
    <message>
        <source>One word of exactly {count} letters: the letters used.</source>
        <translation>Ett ord på nøyaktig {count} bokstaver: bokstavene som brukes.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Ett ord fra terningene (valgfri lengde, hver terning én gang): bokstavene som brukes.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>To ord fra terningene (valgfri lengde, hver terning én gang): bokstavene som brukes.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Tre ord fra terningene (valgfri lengde, hver terning én gang): bokstavene som brukes.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} ord fra terningene (valgfri lengde, hver terning én gang): bokstavene som brukes.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Alle terninger konsonanter (Y teller med): {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Alle terninger vokaler (Y teller med): {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>Valgfrie ord: alle sju terningene teller.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>Valgfrie ord: bokstavene som brukes.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Ett ord med alle terningene: {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} bokstavterninger, {rolls} kast per tur; behold de terningene du vil. Fyll så en ledig rute med ord fra terningene (hver terning høyst én gang; jokersiden, *, er en bokstav du velger selv og er verdt 0). En null kan føres i en hvilken som helst ledig rute. Bonus i øvre del: {bonus} ved {threshold} eller mer; når ruten Yahtzee-ord har {points}, gir hvert nye ord på sju bokstaver {extra}.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Terning {die}: {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Terningene</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutene</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øvre del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre del</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Sum øvre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Sum nedre</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Yahtzee-bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsum</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {player} spilte {words}, {points} poeng. {rule}</numerusform>
            <numerusform>{box}: {player} spilte {words}, {points} poeng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} spilte {words} og fikk {points} poeng</numerusform>
            <numerusform>{box}, {player} spilte {words} og fikk {points} poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} poeng. {rule}</numerusform>
            <numerusform>{box}: {points} poeng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} fikk {points} poeng</numerusform>
            <numerusform>{box}, {player} fikk {points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledig. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledig</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>Rutene for 2- til 6-bokstavsord lagt sammen.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} poeng når summen i øvre del når {threshold}.</numerusform>
            <numerusform>{points} poeng når summen i øvre del når {threshold}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summen pluss bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Rutene i nedre del lagt sammen.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} for flere ord på sju bokstaver.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alt lagt sammen.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, ingenting ennå</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (bokstavterninger)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Skriv ord (eller klikk på bokstavene), velg så en rute og trykk Enter.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>Ordlisten lastes fortsatt; prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>Ordlisten kunne ikke lastes</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>Ordlisten lastes fortsatt; slå opp ordet om et øyeblikk.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>Slå opp et &amp;ord…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>&amp;Slå opp et ord…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Er det et ord i dette spillet? Avgjør en tvist (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>Ett &amp;minutt per tur (når tiden er ute, blir det en null)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>Regelarkets timeglass: hver person har ett minutt per tur.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>&amp;Familiefilter: ingen kan spille et støtende ord</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Ord på listen over støtende ord avvises for alle. Datamaskinspillere spiller dem aldri, uansett denne innstillingen.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>Ordene er engelske: ordlisten og bokstavenes verdier følger de engelske reglene.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Kast terningene først; et tips gjelder terningene på bordet.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Tips: skriv en null i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Tips: før inn {words} i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Tips: før inn {box}.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tips: kast alle terningene på nytt.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>jokersiden</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Tips: behold terning {die} ({letter}) og kast de andre på nytt.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} førte inn {box} med {letters}: {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>Tiden rant ut for {player}: 0 i {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Tips: behold terningene {dice} ({letters}) og kast de andre på nytt.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Før inn ord</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} runde; i de valgte rutene ble {missed} tapt. Mest i runde {turn} ({loss} i {box}).</numerusform>
            <numerusform>{count} runder; i de valgte rutene ble {missed} tapt. Mest i runde {turn} ({loss} i {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} poeng</numerusform>
            <numerusform>{points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} + {bonus} bonus</source>
        <translation>{points} + {bonus} bonus</translation>
    </message>
    <message>
        <source>{box} ({points})</source>
        <translation>{box} ({points})</translation>
    </message>
    <message>
        <source>{box}: {words} ({points})</source>
        <translation>{box}: {words} ({points})</translation>
    </message>
    <message>
        <source>{box}: nothing scores</source>
        <translation>{box}: ingenting gir poeng</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box}: null</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>ingenting gir poeng</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} mer</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>En bokstav etter * er den jokersiden sto for.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>Det beste i en ledig rute ga {more} mer; en annen rute kan likevel være den bedre planen for turene som kommer.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Ingen runder å gjennomgå for denne spilleren.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>Ruten {box} ga rom for {missed} poeng mer enn det som ble ført inn.</numerusform>
            <numerusform>Ruten {box} ga rom for {missed} poeng mer enn det som ble ført inn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Hver føring var det beste ruten tillot: ingen tapte poeng på {count} runde.</numerusform>
            <numerusform>Hver føring var det beste ruten tillot: ingen tapte poeng på {count} runder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstaver</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Du førte inn</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Best i den ruten</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Best i en rute</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>tapte poeng</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>spill {game}: {value:.0f} tapte poeng</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Tapte poeng</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Hver runde, sammenlignet med de beste ordene bokstavene tillot:</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Liten straight</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valgfri</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
</context>
<context>
    <name>Yahtzee boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
</context>
<context>
    <name>Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
</context>
<context>
    <name>bookings</name>
    <message>
        <source>{player} booked {words} in {box}: {points}.</source>
        <translation>{player} skrev {words} i {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {box}: {points}.</source>
        <translation>{player} førte inn {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} skrev {words} i {box}.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} førte inn {box}.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (feillest)</translation>
    </message>
</context>
<context>
    <name>box kinds</name>
    <message>
        <source>Match</source>
        <translation>Krav</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minst</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>nøyaktig</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>om flere terninger kan vise siden</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>inngår i kastet</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>nøyaktig kastet</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>om kastet må være nøyaktig mengden</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>sidene kastet må vise</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Lengde</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>hvor mange sider på rad</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Side (øvre rute)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>siden som terningene teller for</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N like</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Antall</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>terninger som viser samme side</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Grupper av like terninger</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Gruppestørrelser</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>terninger i hver gruppe, f.eks. 3, 2 for hus</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Forskjellige sider</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>hver gruppe viser en annen side</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Straight</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Alle like</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>faste poeng</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>summen av alle terningene</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>summen av terningene som brukes</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N like (terningene som brukes)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N like</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Tre par</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Hytte (to ganger tre like)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Tårn (fire og to)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Vilkårlige grupper</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupper</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Straight: på rad</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Straight: nøyaktig mengde</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Nøyaktig straight</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Straight: mengde i kastet</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Mengde-straight</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sjuere</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Åttere</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Niere</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Tiere</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Ellevere</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Tolvere</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}-ere</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>kan ikke skrive {file}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>kan ikke skrive {file}: {reason}; ingenting ble skrevet</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>kan ikke lese {file}: {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>teksten inneholder et enslig surrogattegn, som UTF-8 ikke kan kode</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>det er {kind}, ikke en vanlig fil</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>den er større enn {limit} byte</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>et filnavn må være tekst</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>ingen filnavn ble oppgitt, så ingenting ble skrevet</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>et filnavn kan ikke inneholde et NUL-tegn</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>det er navnet på en mappe, ikke en fil</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>filen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>en mappe</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>en symbolsk lenke</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>et navngitt rør (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>en enhet</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>en socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ikke en vanlig fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>tilgang nektet</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>mappen finnes ikke</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>en del av banen er en fil, ikke en mappe</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>navnet er for langt</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>et navn må være tekst</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>et navn kan ikke være tomt</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>et navn kan ha høyst {limit} tegn</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>et navn kan ikke inneholde kontrolltegn</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er over</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>kast terningene først</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>spillet er over: den siste ruten kan ikke tas tilbake</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>ingenting å angre: et kast kan ikke tas tilbake</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>ingenting å angre</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>trekket til {player} kan ikke tas tilbake: Angre gjelder bare dine egne trekk</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>ingen kast igjen denne turen; før inn en rute</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>alle terningene er holdt av; slipp en for å kaste</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>terning {die} er holdt av og kan ikke endres</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>disse terningene ble kastet her; før inn en rute</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>denne turens terninger er skrevet inn på nytt så mange ganger som en tur tillater; før inn en rute</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>ingen kast igjen å bruke; å holde av terninger endrer ingenting</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>terningene er nummerert 1 til {count}</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>en terning er nevnt to ganger</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>de terningene er allerede de som er holdt av</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>i dette spillet er det holdt av og angret {moves} ganger, det meste et spill kan ha: kast eller før inn</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>i denne turen er det holdt av og angret {moves} ganger, det meste en tur kan ha: kast eller før inn</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Yahtzee (free joker)</source>
        <translation>Yahtzee (fri joker)</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy (no saved rolls)</source>
        <translation>Maxi Yatzy (uten sparte kast)</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
    <message>
        <source>Word Yahtzee</source>
        <extracomment>the dictionary claims are judged against; None means the one handed to :func:`use_dictionary` (the shipped word list, in the app) Family words: claims are judged by the dictionary&apos;s family version (no offensive words) words a saved game booked, accepted whatever the dictionary of the day says: a game read back from the history replays (and goes on) as it was played, when a later word list or Family words would refuse them (lower case; not saved)</extracomment>
        <translation>Word Yahtzee</translation>
    </message>
    <message>
        <source>Yahtzee Words</source>
        <translation>Yahtzee Words</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (4 digits)</source>
        <extracomment>the fields of a card file, at each level; any other is a misspelling (&quot;digt&quot;) or a field of something else, which would otherwise be left out without a word</extracomment>
        <translation>Plassverdi-Yatzy (4 sifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Plassverdi-Yatzy (3 sifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Plassverdi-Yatzy (6 sifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Plassverdi-Yatzy (desimaler)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Øyeterninger</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Sifferterninger</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Bokstavterninger</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Trippel-Yahtzee</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation>en</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>a message</source>
        <extracomment>how deep sentences may stand in one another&apos;s places on the wire a whole number a sentence from another program may hold is below this (JSON&apos;s exact whole numbers; a frame&apos;s size from its 4-byte header is under 2**32); the locale&apos;s number format takes 64-bit numbers, and a sent 2**70 stopped it the most characters a sentence from another program is shown with (a refusal, a goodbye); a sentence made longer than this from what was sent is refused: a template saying a place twice, nested, made 9 KB sent into 289,000 characters shown a word from another program longer than this is given places to break (a 9,000-letter word made the guest&apos;s windows 107,000 px wide)</extracomment>
        <translation>en melding</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>motpartens hilsen</translation>
    </message>
    <message>
        <source>it</source>
        <translation>den</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>motparten sendte en tom ramme</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>motparten sendte en ramme på {size} byte; høyst {most} er tillatt</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} var ikke JSON som dette programmet tar imot ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} var ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} var nøstet dypere enn {most} nivåer</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} inneholdt mer enn {most} verdier</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} hadde et felt som ikke er tillatt: {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} manglet feltet {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} hadde feil type for {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>motpartens nøkkelutveksling var ugyldig</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>motpartens hilsen oppga ingen protokollversjon</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>motpartens hilsen var ikke den denne siden venter</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>motparten snakker versjon {theirs} av spillets protokoll; denne datamaskinen snakker versjon {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>verten snakker versjon {theirs} av spillets protokoll; denne datamaskinen snakker versjon {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Denne datamaskinen snakker versjon {ours} av spillets protokoll; verten snakker versjon {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>forbindelsen gikk tom for meldingsnumre</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>motparten sendte en ramme som er for kort til å være forseglet</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>romkoden er ikke riktig</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>en melding ble endret underveis (den kunne ikke verifiseres)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>motparten sendte melding {number} på nytt (en gjenspilling)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>melding {number} kom før melding {expected} (i feil rekkefølge)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>motparten bekreftet ikke nøkkelen</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>motparten sendte en forseglet ramme av ukjent slag</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>ingen grunn oppgitt</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>motparten leste ikke det som ble sendt ({size} byte ventet)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>motparten sendte mer enn {burst} rammer på én gang, raskere enn {rate} i sekundet</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>motparten sendte mer enn {burst} byte på én gang, raskere enn {rate} i sekundet</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>motparten sendte ingenting på {seconds} sekunder</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>motparten ble ikke med innen {seconds} sekunder</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>verten svarte ikke innen {seconds} sekunder</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>forbindelsen ble brutt</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>motparten gikk før den var blitt med</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>verten lukket forbindelsen før den slapp inn denne datamaskinen</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} er utestengt etter {count} feil romkoder</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>rommet har allerede {count} forbindelser</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>{count} andre holder på å bli med akkurat nå</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>{count} andre fra {address} holder på å bli med akkurat nå</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>Forbindelsen med {peer} ble avsluttet: {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>Avviste {peer}: {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} er utestengt fra dette rommet etter {count} feil romkoder.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Avvisninger som kom for raskt til å bli skrevet her: {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Kunne ikke bli med hos {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Kunne ikke nå {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Kunne ikke lytte på port {port}: {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>En romkode har {shortest} til {longest} tegn av sifrene 2 til 9 og bokstavene A til Z unntatt I, L og O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>den var større enn {most} byte</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>den var ikke en kunngjøring fra et rom</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>porten, de ledige plassene eller versjonen lå utenfor grensene</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>navnet var tomt, lengre enn {most} tegn eller inneholdt kontrolltegn</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>navnet på reglene var tomt, lengre enn {most} tegn eller inneholdt kontrolltegn</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>{count} spill står allerede på listen</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Ignorerte en kunngjøring fra {host}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Kunne ikke lytte etter spill på port {port}: {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>et kasts terninger trekkes av rommet: send {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Angre tilbys ikke i et spill mellom datamaskiner</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>det lagrede rommet har {seats} plasser for et spill med {players} spillere</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>det lagrede spillet har et kast som rommet ikke lagret</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>kast {roll} i det lagrede spillet er ikke det rommet trekker</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} meldinger ble avvist</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>en melding ble avvist: {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} gikk: {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>plass {seat} er ikke plassen til en gjest som er borte</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} er ikke et datamaskinnivå i {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>en datamaskin spiller på plassen til {name} til {name} er tilbake</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>dette programmet har allerede en plass</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>en ny plass trenger starten av kjeden sin</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} sitter allerede ved bordet: velg et annet navn</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>rommet har ingen ledig plass</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} satte seg på plass {seat} ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>ingen plass har den billetten</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} er allerede tilkoblet</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} er tilbake på plass {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>alle plasser er tatt: spillet begynner</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>plass {seat} spilles ikke ved denne datamaskinen</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>sett deg først</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>datamaskinen som tok denne plassen, spiller ferdig denne turen</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>spillet har ikke begynt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er over</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>det er {player} sin tur, ikke {name} sin</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>terningene kastes</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>ingen verdi for kast {roll} er ønsket fra denne plassen</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>kast {roll}: {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>ingen verdi for kast {roll} kom innen {seconds} sekunder</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>spillet kunne ikke lagres: {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>spillet er over: {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (en datamaskin): {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Det finnes ikke noe uferdig spill med vert her å gjenoppta.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Det finnes ikke noe uferdig spill med vert her å gjenoppta med id {id}.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>Spill {id} kan ikke gjenopptas.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>verten sendte en melding som ble avvist: {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>vertens spill ble avvist: {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>verten avviste: {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>gjesten lukket spillet</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>verten lukket rommet</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>verten gikk: spillet tas vare på, og Bli med i et spill tar plassen din tilbake når verten åpner rommet igjen</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>denne datamaskinen snakker romversjon {ours}; verten snakker {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>verten er nå vert for et annet spill</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>vertens ordbok er versjon {theirs}; denne datamaskinen har versjon {ours}, så den kan ikke bli med</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} er ikke et datamaskinnivå i {game}; velg blant {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>verten har ikke kjeden til denne plassen</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>verten sendte bidrag for {count} kast til et annet antall kast</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>verten sendte trekk {number} da trekk {expected} var det neste</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>trekk {number} er ikke et kast, men har bidrag</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>trekk {number} er ikke tillatt: {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>verten spilte før spillet begynte</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>kast {roll} ligger utenfor kjeden til denne plassen</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>verten avslørte frøet sitt før spillet begynte</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>verten avsluttet spillet før tiden; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>alle {count} kast kontrollert</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>kast {roll} stemte ikke: {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>ingen av de {count} kastene ble kontrollert: {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>kast {roll} ble gjort uten andelen fra {name} mens {name} var borte</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>kast {first}–{last} ble gjort uten andelen fra {name} mens {name} var borte</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>verten har ikke avslørt frøet sitt</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>det avslørte frøet er ikke det verten bandt seg til</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>antallet kast med andeler ({given}) er ikke spillets antall kast ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>plass {seat} har allerede en kjedes begynnelse</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>plass {seat}: tatt etter {after} kast</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>en plass ga andelen sin to ganger</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>plass {seat} har ingen kjedes begynnelse</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>andelen fra plass {seat} ligger utenfor kjeden dens</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>andelen fra plass {seat} er ikke den neste i kjeden dens</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>andelen fra plass {seat} ble utelatt</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>en holdt terning ble endret</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>terning {die} viser {shows}, de lovede terningene sier {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Gir summen av alle terningene.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Gir {points} poeng.</numerusform>
            <numerusform>Gir {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} sekssidede terninger. Når det er din tur, kaster du opptil {rolls} gang; mellom kastene holder du av terningene du vil beholde, og kaster resten på nytt.</numerusform>
            <numerusform>{count} sekssidede terninger. Når det er din tur, kaster du opptil {rolls} ganger; mellom kastene holder du av terningene du vil beholde, og kaster resten på nytt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} terninger med sidene {faces}. Når det er din tur, kaster du opptil {rolls} gang; mellom kastene holder du av terningene du vil beholde, og kaster resten på nytt.</numerusform>
            <numerusform>{count} terninger med sidene {faces}. Når det er din tur, kaster du opptil {rolls} ganger; mellom kastene holder du av terningene du vil beholde, og kaster resten på nytt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Før deretter terningene i en ledig rute, selv om det gir null. Hver rute fylles ut én gang; spillet er slutt når alle rutene er fylt ut.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Kast du ikke bruker, spares, og du kan bruke dem i senere runder.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>Rutene fylles ut i rekkefølge ovenfra og ned: hver runde gir poeng i den første ledige ruten.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Øvre del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre del</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonuser</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Å vinne</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label}: {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Eksempel: {dice} gir {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Bonus: {points} poeng når øvre del til sammen gir {threshold} eller mer.</numerusform>
            <numerusform>Bonus: {points} poeng når øvre del til sammen gir {threshold} eller mer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Det tilsvarer {count} terning av hver verdi; blokka viser om du ligger foran eller bak normen.</numerusform>
            <numerusform>Det tilsvarer {count} terninger av hver verdi; blokka viser om du ligger foran eller bak normen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Ekstra {box}-bonus: hver ny {box} gir {points} bonuspoeng, så lenge {box}-ruten har mer enn null poeng.</numerusform>
            <numerusform>Ekstra {box}-bonus: hver ny {box} gir {points} bonuspoeng, så lenge {box}-ruten har mer enn null poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker: når {box}-ruten er fylt ut (også med null), må en ny {box} føres i den tilsvarende ruten i øvre del hvis den er ledig. Ellers kan den føres i en hvilken som helst ledig rute i nedre del, der hver rute regnes som oppfylt (ruter med faste poeng gir full poengsum). Er også nedre del full, føres den i en ledig rute i øvre del for null.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker: når {box}-ruten er fylt ut (også med null), kan en ny {box} føres i en hvilken som helst ledig rute. Ruter den ikke oppfyller av seg selv (som straightene), gir full poengsum bare hvis den tilsvarende ruten i øvre del allerede er fylt ut; ellers null.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Høyest totalsum vinner.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>Ved lik sum avgjør summen i øvre del; er også den lik, deles seieren.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Lik sum deler plassen.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Nøyaktig {n} terning som viser det samme.</numerusform>
            <numerusform>Nøyaktig {n} terninger som viser det samme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Minst {n} terning som viser det samme.</numerusform>
            <numerusform>Minst {n} terninger som viser det samme.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Ett par: to terninger med samme verdi.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Ett par: to terninger med samme verdi, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Tre terninger med én verdi og to med en annen.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Tre terninger med én verdi og to med en annen, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Fire terninger med én verdi og to med en annen.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Fire terninger med én verdi og to med en annen, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>To par med forskjellige verdier.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>To par med forskjellige verdier, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>To par; samme verdi kan fylle flere grupper.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>To par; samme verdi kan fylle flere grupper, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Tre par med forskjellige verdier.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Tre par med forskjellige verdier, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Tre par; samme verdi kan fylle flere grupper.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Tre par; samme verdi kan fylle flere grupper, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>To ganger tre like med forskjellige verdier.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>To ganger tre like med forskjellige verdier, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>To ganger tre like; samme verdi kan fylle flere grupper.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>To ganger tre like; samme verdi kan fylle flere grupper, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi; gruppene har forskjellige verdier.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi; gruppene har forskjellige verdier, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi; samme verdi kan fylle flere grupper.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme verdi; samme verdi kan fylle flere grupper, uten ekstra terninger av samme verdi.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} og {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} verdier på rad blant terningene (for eksempel {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Nøyaktig {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>Terningene inneholder {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>Hvilket som helst kast; bare terninger som viser {face}, teller.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Gir {face} poeng for hver terning som viser {face}.</numerusform>
            <numerusform>Gir {face} poeng for hver terning som viser {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Gir verdien av {count} terning (den høyeste verdien som holder).</numerusform>
            <numerusform>Gir summen av de {count} like terningene (den høyeste verdien som holder).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Gir summen av terningene i gruppene (de høyeste verdiene som passer).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Gir summen av terningene i straighten.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Alle {count} terningene viser det samme.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>Hvilket som helst kast.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} er allerede fylt ut.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>Rutene fylles ut ovenfra og ned; {box} kommer først.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Jokerregel: et kast med bare {face}-ere må føres i {box} så lenge den er ledig.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Jokerregel: et kast med bare {face}-ere må føres i den tilsvarende ruten i øvre del så lenge den er ledig.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Jokerregel: når den tilsvarende ruten i øvre del er fylt ut, må en ledig rute i nedre del ta dette kastet.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>terningene har ingen side {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>må være mellom 1 og antall terninger ({count}), ikke {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>kan ikke være tomt</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>hver gruppe trenger minst én terning</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>gruppene trenger {need} terninger, men det er bare {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} grupper med forskjellige sider trenger {groups} sider; terningene har {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>en straight trenger enten run (en lengde) eller faces (en mengde), ikke begge</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>gjelder bare en straight som er gitt ved sider</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>en rekke trenger minst 2 sider, ikke {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>en rekke på {length} trenger minst {length} terninger</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>terningene har ikke {length} sider på rad</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>sidene må være forskjellige</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} sider trenger minst {count} terninger</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>en nøyaktig straight må angi én side per terning ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>en rute for en side teller terningene som viser den siden (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>sjanse teller summen av alle terningene (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>gjelder bare faste poeng (fixed), ikke {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>må være 1–64 små bokstaver, sifre, &apos;-&apos; eller &apos;_&apos; og begynne med en bokstav eller et siffer</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>må være 1–64 små bokstaver, sifre, &apos;-&apos; eller &apos;_&apos;</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>må være mellom {low} og {high}, ikke {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>å telle hvert kast med disse terningene i disse rutene ville ta omtrent {cost} steg, mer enn grensen på {limit}; bruk færre terninger, sider eller ruter (eller grupperuter med færre grupper)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>en terning trenger mellom 2 og {most} sider</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>sidene må være heltall fra 1 til {most}</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>oppgi sidene i stigende rekkefølge</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>et regelsett trenger minst én rute</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>høyst {most} ruter</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} brukes allerede av categories[{row}]</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>siden {face} har allerede en rute (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>et regelsett har høyst én all_same-rute (categories[{row}] er allerede en)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>trenger en all_same-rute å vise til</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>det er ingen rute i øvre del som gir den</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} kan aldri nås: rutene i øvre del gir høyst {reachable} til sammen</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>kan være høyst {limit} tegn</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>kan ikke ha mer enn {limit} aksenter på samme bokstav</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>filen er større enn {limit} byte</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>filen er ikke UTF-8-tekst</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>forbereder poengtabellene</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>runde {turn} av {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ferdig</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, nesten ferdig</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, omtrent {seconds} s igjen</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, omtrent {minutes} min igjen</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>Løser {rules}: {progress}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>{level} computer</source>
        <extracomment>the games counted by where they come from (ORIGINS) and how their dice were thrown (DICE); None: any. Statistics counts games played here, rolled or of real dice (:data:`PLAYED_AT_HOME`) unless asked for others. what Statistics counts unless asked: the games played here, rolled here or with real dice games that &quot;All rules&quot; leaves out because their totals are not points (boxes won): figures of different kinds are never averaged together; their rules show them</extracomment>
        <translation>Datamaskin ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>{first} {second}</source>
        <extracomment>where a count stands in a template with plural forms (``%Ln``: written as the locale writes numbers; ``%n``: plain digits) (context, template) of every template with plural forms (see :class:`Numerus`) its first letter is made upper case once translated (it begins a sentence) mark ``source`` for translation under ``context``: ``QT_TRANSLATE_NOOP(context, source)`` (the name ``lupdate`` looks for) is the :class:`Template` itself (~420 at every start: no call between) Unicode&apos;s direction classes that can turn the sentence around a name: right-to-left letters and every explicit embedding, override and isolate</extracomment>
        <translation>{first} {second}</translation>
    </message>
</context>
<context>
    <name>word</name>
    <message>
        <source>{word} is not in the dictionary</source>
        <extracomment>the kinds of refused words the dictionary&apos;s notes name (make_wordlist.py writes them) why a claim&apos;s word is refused, as the claim panel and the command line say it
----------
a word whose sorted letters are the argument, or None</extracomment>
        <translation>{word} står ikke i ordlisten</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} er en forkortelse, og reglene tillater ingen forkortelser</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} er et egennavn (et navn), og reglene tillater ingen egennavn</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} er slang, og reglene tillater ikke slang</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} er et fremmedord, og reglene tillater ingen fremmedord</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} er en bokstav, ikke et ord: ordene på én bokstav er a, I og O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} står på listen over støtende ord, som Familiefilteret avviser i dette spillet</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Ja: {word} er et ord her.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Ja: {word} er et ord her, med Familiefilteret av; det står på listen over støtende ord, så datamaskinspillere spiller det aldri.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Nei: {word} står ikke i ordlisten.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Nei: {word} er en forkortelse, og reglene tillater ingen forkortelser.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Nei: {word} er et egennavn (et navn), og reglene tillater ingen egennavn.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Nei: {word} er slang, og reglene tillater ikke slang.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Nei: {word} er et fremmedord, og reglene tillater ingen fremmedord.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Nei: {word} er en bokstav, ikke et ord: ordene på én bokstav er a, I og O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Nei: {word} står på listen over støtende ord, som Familiefilteret avviser i dette spillet.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Nei: {word} har {letters} bokstaver; terningene lager ord på høyst {longest} bokstaver.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Nei: {word} har tegn som ikke er bokstaver; ord består bare av bokstavene A til Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Skriv et ord for å slå det opp.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Slå opp ett ord om gangen (ingen mellomrom).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>skriv én * foran bokstaven jokersiden står for, som i ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} slutter med *: skriv bokstaven jokersiden står for etter den, som i ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} er ikke et ord: bare bokstavene a-z kan brukes</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>ordene bruker jokersiden (for {letter}), og ingen terning viser jokersiden</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>bokstaven {letter} er ikke på terningene</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>ordene bruker {letter} to ganger, men bare {have} terning viser den: en terning kan bare brukes én gang</numerusform>
            <numerusform>ordene bruker {letter} to ganger, men bare {have} terninger viser den: en terning kan bare brukes én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruker {letter} {count} ganger, men bare {have} terning viser den: en terning kan bare brukes én gang</numerusform>
            <numerusform>ordene bruker {letter} {count} ganger, men bare {have} terninger viser den: en terning kan bare brukes én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruker jokersiden to ganger, men bare {have} terning viser den: en terning kan bare brukes én gang</numerusform>
            <numerusform>ordene bruker jokersiden to ganger, men bare {have} terninger viser den: en terning kan bare brukes én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruker jokersiden {count} ganger, men bare {have} terning viser den: en terning kan bare brukes én gang</numerusform>
            <numerusform>ordene bruker jokersiden {count} ganger, men bare {have} terninger viser den: en terning kan bare brukes én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} har {count} bokstav; ruten {box} krever et ord på {size} bokstaver</numerusform>
            <numerusform>{word} har {count} bokstaver; ruten {box} krever et ord på {size} bokstaver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>ruten {box} tar {size} ord, ikke {count}</numerusform>
            <numerusform>ruten {box} tar {size} ord, ikke {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>ruten {box} er allerede fylt ut</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>ruten {box} tar ett ord, ikke {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>ruten {box} tar ingen ord (bare et ord av alle {count} bokstavene, for Yahtzee-bonusen)</translation>
    </message>
</context>
</TS>
