<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} of rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A digit in a given place</source>
        <extracomment>the palette: (kind, its name in the form), in the order offered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores the total of all dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} six-sided dice. On your turn, roll up to {rolls} times; between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} times; between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bonus: {points} points when the upper section adds up to {threshold} or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is {count} dice of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra {box} bonus: every further {box} scores {points} bonus points, as long as the {box} box holds a score above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly {n} dice showing the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least {n} dice showing the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores {face} for each {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores the {count} matching dice (the highest face that qualifies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>{first} {second}</source>
        <extracomment>its first letter is made upper case once translated (it begins a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
